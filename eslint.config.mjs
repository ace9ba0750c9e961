import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Links to the site's pages go through SiteLink, which decides when to prefetch.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/components/ui/site-link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "next/link", message: "Use @/components/ui/site-link." }] },
      ],
    },
  },
  {
    ignores: [
      ".next/**",
      "out/**",
      // The CMS admin's export: its page, Decap's prebuilt bundle, the uploads.
      "out-cms/**",
      "bench/floor/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
      "functions/lib/**",
      // Scratch builds: the production-configuration build and the post-build fixture.
      "tmp/**",
    ],
  },
];

export default config;
