// `npm run lint`: rules that catch real mistakes (a promise nobody awaits or handles, a value nobody reads, `any`),
// with the types of tsconfig.json; formatting is Prettier's, layers are dependency-cruiser's.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', 'artifacts/', '.cache/', 'tools/', 'console/', '**/generated/'],
  },
  {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser, parserOptions: { projectService: true } },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Answers and documents read loosely on purpose: in tests each answer is checked against the OpenAPI document when
    // it arrives (test/support/documented-response.ts), and the benches and the SDK generator walk plain JSON.
    files: ['test/**/*.ts', 'bench/**/*.ts', 'sdk/scripts/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
