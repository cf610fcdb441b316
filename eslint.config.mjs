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
      // The public pages link with plain <a> elements (decision 184): the rule would ask for
      // next/link, whose client code every form page would then download.
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    // next/link stays in the staff console, a React application; the public site does without it.
    files: ['src/components/**/*.tsx', 'src/app/**/*.tsx'],
    ignores: ['src/components/staff/**', 'src/app/staff/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message:
                'Public pages link with a plain <a> (decision 184): next/link adds its client code to every form page.',
            },
          ],
        },
      ],
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
