import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

const typeScriptFiles = ['{src,tests,scripts,bench}/**/*.{ts,tsx,mts,cts}'];

const config = [
  ...nextVitals,
  ...nextTs,
  ...tseslint.configs.recommendedTypeChecked.map((entry) => ({ ...entry, files: typeScriptFiles })),
  {
    files: typeScriptFiles,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  // Plain JavaScript has no type information to check against.
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    ignores: [
      '.next*/**',
      'node_modules/**',
      'data/**',
      'next-env.d.ts',
      // The site's own scripts as minified from src/site-script (scripts/site-scripts.ts).
      'public/site.js',
      'public/fuel-levy.js',
      'public/accordion.js',
      'src/content/generated/**',
      'test-results/**',
    ],
  },
];
export default config;
