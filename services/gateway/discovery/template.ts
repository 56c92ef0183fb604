import { readFileSync } from 'node:fs';
import { packageFile } from '../../../shared/package-files.ts';

/** Fills the `{{name}}` placeholders of a template file of this folder; a placeholder without a value throws. */
export function renderTemplate(fileName: string, values: Readonly<Record<string, string>>): string {
  const template = readFileSync(packageFile(`services/gateway/discovery/${fileName}`), 'utf8');
  return template.replace(/\{\{(\w+)\}\}/g, (_placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${fileName} has no value for the placeholder {{${name}}}`);
    return value;
  });
}
