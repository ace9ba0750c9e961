// The framework's floor: an empty page built with the project's own Next.js version.
const config = { output: "export" };
export default config;
