/** A page as Next.js's static export writes it: chunk tags in <head> and <body>, a preload. */
export const NEXT_EXPORT_PAGE = `<!DOCTYPE html><html><head>
<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>
<script src="/_next/static/chunks/framework.js" async=""></script>
<script src="/_next/static/chunks/main.js" async=""></script>
<script>document.documentElement.dataset.auth="out"</script>
<script src="/_next/static/chunks/polyfills.js" noModule=""></script>
</head><body><main><h1>Hello</h1>
<script type="application/ld+json">{"@type":"Organization"}</script></main>
<script src="/_next/static/chunks/main.js" async=""></script>
<script src="/_next/static/chunks/runtime.js" async=""></script>
<script src="https://example.com/elsewhere.js"></script>
<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`;
