import { errors, type Client, type estypes } from '@elastic/elasticsearch';

/** Analysis features beyond the standard analyzer; the integ-test distribution lacks analysis-common and so both. */
export interface AnalysisFeatures {
  asciiFolding: boolean;
  languageAnalyzers: boolean;
}

/**
 * Asks the cluster to analyze with each feature; a 400 means the filter or analyzer does not exist.
 * The German analyzer stands for all language analyzers: they ship together in analysis-common.
 */
export async function detectAnalysisFeatures(client: Client): Promise<AnalysisFeatures> {
  const [asciiFolding, languageAnalyzers] = await Promise.all([
    analyzes(client, { tokenizer: 'standard', filter: ['asciifolding'], text: 'Straße café' }),
    analyzes(client, { analyzer: 'german', text: 'Häuser' }),
  ]);
  return { asciiFolding, languageAnalyzers };
}

async function analyzes(client: Client, request: estypes.IndicesAnalyzeRequest): Promise<boolean> {
  try {
    await client.indices.analyze(request);
    return true;
  } catch (error) {
    if (error instanceof errors.ResponseError && error.statusCode === 400) return false;
    throw error;
  }
}
