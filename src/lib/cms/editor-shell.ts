/**
 * A page of the content editor's own, outside the site's layout: its own policy, out of search
 * engines. Both the admin and the site's /admin/, which sends visitors to it, are such a page.
 */
export function editorShell({ csp, head, body }: { csp: string; head: string; body: string }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="robots" content="noindex, nofollow">
<title>Gigloom content editor</title>
${head}
</head>
<body>
${body}
</body>
</html>
`;
}
