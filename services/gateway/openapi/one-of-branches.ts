import type { ErrorObject } from 'ajv';

interface Discriminator {
  property: string;
  /** The `const` of the property in each branch, in branch order. */
  values: unknown[];
}

/**
 * Ajv answers a failed `oneOf` with the errors of every branch. When a property tells the branches apart by a
 * `const` of its own in each (a discriminator, such as `grant_type`), only the branch its value selects matters:
 * that branch's errors stay and the others' go. A value that selects no branch is reported on that property alone.
 */
export function selectedBranchErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  let kept = [...errors];
  const oneOfs = errors
    .filter((error) => error.keyword === 'oneOf')
    .sort((a, b) => a.schemaPath.length - b.schemaPath.length);
  for (const oneOf of oneOfs) {
    const discriminator = constDiscriminator(oneOf.schema);
    if (!kept.includes(oneOf) || !discriminator || !isObject(oneOf.data)) continue;
    const value = oneOf.data[discriminator.property];
    const selected = discriminator.values.findIndex((candidate) => sameJson(candidate, value));
    const inBranch = (error: ErrorObject, index: number) =>
      error.schemaPath.startsWith(`${oneOf.schemaPath}/${index}/`);
    const branchErrors = kept.filter((error) => inBranch(error, selected));
    if (selected >= 0 && branchErrors.length === 0) continue;
    const outsideBranches = kept.filter(
      (error) => error !== oneOf && !error.schemaPath.startsWith(`${oneOf.schemaPath}/`),
    );
    kept =
      selected >= 0
        ? [...outsideBranches, ...branchErrors]
        : [...outsideBranches, discriminatorError(oneOf, discriminator, value)];
  }
  return kept;
}

/** The first property that has a `const` in every branch, a different one in each. */
function constDiscriminator(branches: unknown): Discriminator | null {
  if (!Array.isArray(branches) || branches.length < 2) return null;
  const properties = branches.map((branch) =>
    isObject(branch) && isObject(branch.properties) ? branch.properties : null,
  );
  const [first, ...others] = properties;
  if (!first || others.some((branch) => branch === null)) return null;
  for (const property of Object.keys(first)) {
    const values = properties.map((branch) => {
      const schema = branch![property];
      return isObject(schema) ? schema.const : undefined;
    });
    const distinct = new Set(values.map((value) => JSON.stringify(value)));
    if (!values.includes(undefined) && distinct.size === values.length) return { property, values };
  }
  return null;
}

/** The discriminator missing (`is required`) or naming no branch (`must be one of: ...`). */
function discriminatorError(oneOf: ErrorObject, discriminator: Discriminator, value: unknown): ErrorObject {
  if (value === undefined) {
    return { ...oneOf, keyword: 'required', params: { missingProperty: discriminator.property }, message: undefined };
  }
  const segment = discriminator.property.replace(/~/g, '~0').replace(/\//g, '~1');
  return {
    ...oneOf,
    keyword: 'enum',
    instancePath: `${oneOf.instancePath}/${segment}`,
    params: { allowedValues: discriminator.values },
    parentSchema: undefined,
    message: undefined,
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
