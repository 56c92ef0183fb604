import { errorItem, type ErrorItem } from '../../../shared/errors/app-error.ts';

/** Goods and services the marketplace does not carry; matched as whole words in title and description. */
const PROHIBITED = [
  'counterfeit',
  'firearm',
  'firearms',
  'cocaine',
  'heroin',
  'fentanyl',
  'ransomware',
  'botnet',
  'escort',
];

const PATTERN = new RegExp(`\\b(${PROHIBITED.join('|')})\\b`, 'i');

/** The compliance gate of a directly created listing: problems to refuse it with, empty when it may go live. */
export function complianceProblems(text: { title: string; description?: string | null }): ErrorItem[] {
  const problems: ErrorItem[] = [];
  for (const field of ['title', 'description'] as const) {
    const match = PATTERN.exec(text[field] ?? '');
    if (match) {
      problems.push(
        errorItem(
          'compliance_rejected',
          `body.${field} offers "${match[1]}", which the marketplace does not carry`,
          `body.${field}`,
        ),
      );
    }
  }
  return problems;
}
