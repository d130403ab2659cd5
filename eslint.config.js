// ESLint (flat config): typescript-eslint's recommended rules, React hooks and jsx-a11y for
// the components, run by `npm run lint` and so by `npm run validate` and CI. Formatting is
// Prettier's (prettier.config.js), not ESLint's.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "public/build/",
      "data/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "tmp/",
      "bench/trivial-remix/build/",
      "bench/trivial-remix/public/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // `_name` marks what a destructuring leaves out on purpose
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // a choice's label holds its name a level deeper (label > span > strong)
      "jsx-a11y/label-has-associated-control": ["error", { depth: 3 }],
    },
  },
  {
    // Kysely's own advice: migrations and dialect helpers work on Kysely<any>, since a migration
    // must not depend on the schema type of today (app/db/schema.ts)
    files: ["app/db/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // tests and scripts may reach into anything and use `any` for parsed answers
    files: ["tests/**", "scripts/**", "**/*.test.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
