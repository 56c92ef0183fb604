import type { LoadRequest } from './load.ts';

export interface GatewayAnswer {
  success: boolean;
  result: { hits: { id: string }[] };
  result_info: { total: number };
  messages: { message: string }[];
}

export interface SearchAnswer {
  hits: { hits: { _id: string }[] };
  aggregations?: { total?: { doc_count: number } };
}

/** Sends a request of a load mix once, its instant mark filled in as the load process does. */
export function send(baseUrl: string, template: LoadRequest): Promise<Response> {
  const body =
    template.nowMark === undefined ? template.body : template.body?.replace(template.nowMark, new Date().toISOString());
  return fetch(baseUrl + (template.path ?? '/'), {
    method: template.method ?? 'GET',
    headers: template.headers ?? {},
    body,
  });
}

export async function searchAnswer(elasticsearchUrl: string, request: LoadRequest): Promise<SearchAnswer> {
  const response = await send(elasticsearchUrl, request);
  const answer = (await response.json()) as SearchAnswer;
  if (response.status !== 200)
    throw new Error(`_search ${request.body} answered ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * Sends every search of the mix through the gateway and as the `_search` the service builds for it: each must answer
 * 200, and both must count the same matches and return the same first page. Answers the gateway's answers in order.
 */
export async function checkGatewayAgainstDirect(
  gatewayUrl: string,
  elasticsearchUrl: string,
  gatewayMix: readonly LoadRequest[],
  directMix: readonly LoadRequest[],
): Promise<GatewayAnswer[]> {
  const answers: GatewayAnswer[] = [];
  for (const [position, viaGateway] of gatewayMix.entries()) {
    const gatewayResponse = await send(gatewayUrl, viaGateway);
    const gateway = (await gatewayResponse.json()) as GatewayAnswer;
    if (gatewayResponse.status !== 200 || !gateway.success)
      throw new Error(`search ${viaGateway.body} answered ${gatewayResponse.status} ${JSON.stringify(gateway)}`);
    const direct = await searchAnswer(elasticsearchUrl, directMix[position]!);
    const directTotal = direct.aggregations?.total?.doc_count;
    if (directTotal !== gateway.result_info.total)
      throw new Error(
        `search ${viaGateway.body} counts ${gateway.result_info.total} matches, its _search ${directTotal}`,
      );
    const firstPage = (ids: string[]) => ids.slice(0, gateway.result.hits.length).join();
    if (firstPage(direct.hits.hits.map((hit) => hit._id)) !== firstPage(gateway.result.hits.map((hit) => hit.id)))
      throw new Error(`search ${viaGateway.body} and its _search answer other hits`);
    answers.push(gateway);
  }
  return answers;
}
