import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  { ignores: ['.next*/**', 'node_modules/**', 'data/**', 'next-env.d.ts', 'src/content/generated/**', 'test-results/**'] },
];
export default config;
