import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/** Why a `tools/call` request's params are not `{name: string, arguments?: object}`, if they are not. */
function invalidToolCall(message: JSONRPCMessage): string | undefined {
  if (!('method' in message) || message.method !== 'tools/call' || !('id' in message)) return undefined;
  const params = message.params as { name?: unknown; arguments?: unknown } | undefined;
  if (typeof params !== 'object' || params === null) return 'tools/call needs params {name, arguments}.';
  if (typeof params.name !== 'string') return 'tools/call needs params.name, the name of a tool from tools/list.';
  const args = params.arguments;
  if (args !== undefined && (typeof args !== 'object' || args === null || Array.isArray(args)))
    return "params.arguments must be an object of the tool's arguments.";
  return undefined;
}

/**
 * Connects the server to the transport, answering a malformed `tools/call` with JSON-RPC's invalid-params error
 * (-32602) and a sentence naming what is wrong, where the SDK would answer an internal error with its parser's dump.
 */
export async function connectServer(server: Server, transport: Transport): Promise<void> {
  await server.connect(transport);
  const deliver = transport.onmessage;
  transport.onmessage = (message, extra) => {
    const problem = invalidToolCall(message);
    if (problem === undefined || !('id' in message)) return deliver?.(message, extra);
    void transport.send({ jsonrpc: '2.0', id: message.id, error: { code: ErrorCode.InvalidParams, message: problem } });
  };
}
