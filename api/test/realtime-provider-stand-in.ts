import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RTCDataChannel, RTCPeerConnection } from 'werift';
import { finishChunk, roleChunk, textChunk, writeChatStream } from './openai-chat-stream.ts';

/*
 * A loopback stand-in for OpenAI's Realtime API that speaks its real protocol, for the api's
 * tests and the browser journeys alike:
 *   POST /v1/realtime/client_secrets  (the SDK's `realtime.clientSecrets.create`) → `{ value: 'ek_…' }`
 *   POST /v1/realtime/calls            the browser's SDP offer, bearer = that secret → SDP answer
 * and then a real WebRTC peer (werift): it takes the browser's audio, sends audio back, and
 * talks JSON events on the `oai-events` data channel the browser opened. A test plays the model:
 * it sends transcripts and function calls, and reads what the browser sent back.
 * It also streams Chat Completions, so the text assistant on the same key answers too.
 */

/** How the next client-secret requests are answered. */
export type SecretMode = 'ok' | 'refuse' | 'no-secret';
/** How the next SDP offers are answered; 'garbled' answers 201 with SDP no browser can use. */
export type CallMode = 'ok' | 'refuse' | 'garbled';

export interface RealtimeEvent {
  type: string;
  [field: string]: unknown;
}

export interface RealtimeCall {
  /** The ephemeral secret the browser called with. */
  clientSecret: string;
  /** The browser's SDP offer. */
  offer: string;
  /** Every event the browser sent on `oai-events`, in order. */
  received: RealtimeEvent[];
  /** Settles when the browser's `oai-events` channel is open on this side. */
  opened: Promise<void>;
  send(event: RealtimeEvent): void;
  /** The next (or an already received, not yet taken) event of this type from the browser. */
  nextEvent(type: string): Promise<RealtimeEvent>;
  /** Ends the call from the provider's side, as a dropped session does. */
  hangUp(): Promise<void>;
  /** Settles when the peer connection is closed (by either side). */
  closed: Promise<void>;
}

export interface RecordedSecretRequest {
  authorization: string | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: the SDK's request body, inspected freely in tests
  body: any;
}

export interface RealtimeProviderStandIn {
  /** `http://127.0.0.1:<port>/v1`, what OPENAI_BASE_URL is set to. */
  baseUrl: string;
  apiKey: string;
  secretMode: SecretMode;
  callMode: CallMode;
  /** The server's message when it refuses (`secretMode` or `callMode` 'refuse'). */
  refusal: string;
  secretRequests: RecordedSecretRequest[];
  calls: RealtimeCall[];
  /** Chat Completions requests (the text assistant's turns), their JSON bodies. */
  // biome-ignore lint/suspicious/noExplicitAny: request bodies are inspected freely in tests
  chatRequests: any[];
  /** The next call that opens its data channel (or one that opened and was not taken yet). */
  nextCall(): Promise<RealtimeCall>;
  /**
   * Holds the answers to SDP offers (the browser is "starting") until the returned release is
   * called; `offered` settles once an offer is waiting.
   */
  holdCalls(): { offered: Promise<void>; release: () => void };
  /** Holds the Chat Completions answers (a text turn is pending) until released. */
  holdChat(): { asked: Promise<void>; release: () => void };
  close(): Promise<void>;
}

export const standInApiKey = 'sk-realtime-stand-in-0123456789';

/**
 * The transcription of what the cook said (input audio transcription finished), of the speech
 * item `itemId` (a fresh one by default).
 */
export function transcriptEvent(transcript: string, itemId?: string): RealtimeEvent {
  return {
    type: 'conversation.item.input_audio_transcription.completed',
    event_id: `event_${randomUUID()}`,
    item_id: itemId ?? `item_${randomUUID()}`,
    content_index: 0,
    transcript,
  };
}

/** Voice activity detection ended a stretch of speech: it is now conversation item `itemId`. */
export function speechCommittedEvent(itemId: string): RealtimeEvent {
  return {
    type: 'input_audio_buffer.committed',
    event_id: `event_${randomUUID()}`,
    previous_item_id: null,
    item_id: itemId,
  };
}

/** The model begins (`response.created`) or ends (`response.done`) response `responseId`. */
export function responseEvent(
  type: 'response.created' | 'response.done',
  responseId: string,
): RealtimeEvent {
  return {
    type,
    event_id: `event_${randomUUID()}`,
    response: {
      id: responseId,
      object: 'realtime.response',
      status: type === 'response.created' ? 'in_progress' : 'completed',
      output: [],
    },
  };
}

/**
 * The transcript of what the model said aloud in `responseId`. The GA API names the event
 * `response.output_audio_transcript.done`; the beta API named it `response.audio_transcript.done`.
 */
export function answerTranscriptEvent(
  transcript: string,
  responseId: string,
  naming: 'ga' | 'beta' = 'ga',
): RealtimeEvent {
  return {
    type:
      naming === 'ga' ? 'response.output_audio_transcript.done' : 'response.audio_transcript.done',
    event_id: `event_${randomUUID()}`,
    response_id: responseId,
    item_id: `item_${randomUUID()}`,
    output_index: 0,
    content_index: 0,
    transcript,
  };
}

/** The model calling a function in response `responseId`: its arguments are complete. */
export function functionCallEvent(
  callId: string,
  name: string,
  args: unknown,
  responseId?: string,
): RealtimeEvent {
  return {
    type: 'response.function_call_arguments.done',
    event_id: `event_${randomUUID()}`,
    response_id: responseId ?? `resp_${randomUUID()}`,
    item_id: `item_${randomUUID()}`,
    output_index: 0,
    call_id: callId,
    name,
    arguments: typeof args === 'string' ? args : JSON.stringify(args),
  };
}

/** A session error, as the provider reports one on the data channel. */
export function errorEvent(message?: string): RealtimeEvent {
  return {
    type: 'error',
    event_id: `event_${randomUUID()}`,
    error: { type: 'server_error', code: null, message: message ?? null, param: null },
  };
}

export async function startRealtimeProviderStandIn(
  options: { apiKey?: string } = {},
): Promise<RealtimeProviderStandIn> {
  const apiKey = options.apiKey ?? standInApiKey;
  const secrets = new Set<string>();
  const peers = new Set<RTCPeerConnection>();
  const openedCalls: RealtimeCall[] = [];
  const callWaiters: Array<(call: RealtimeCall) => void> = [];

  let callHold: Hold | null = null;
  let chatHold: Hold | null = null;

  const state: RealtimeProviderStandIn = {
    baseUrl: '',
    apiKey,
    secretMode: 'ok',
    callMode: 'ok',
    refusal: 'The server had an error while processing your request. Sorry about that!',
    secretRequests: [],
    calls: [],
    chatRequests: [],
    nextCall: () =>
      new Promise((resolve) => {
        const call = openedCalls.shift();
        if (call) resolve(call);
        else callWaiters.push(resolve);
      }),
    holdCalls: () => {
      callHold = createHold();
      return { offered: callHold.reached, release: callHold.release };
    },
    holdChat: () => {
      chatHold = createHold();
      return { asked: chatHold.reached, release: chatHold.release };
    },
    close: async () => {
      callHold?.release();
      chatHold?.release();
      await Promise.allSettled([...peers].map((peer) => peer.close()));
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };

  const callOpened = (call: RealtimeCall) => {
    const waiter = callWaiters.shift();
    if (waiter) waiter(call);
    else openedCalls.push(call);
  };

  const server = createServer((request, response) => {
    void route(request, response).catch((error: unknown) => {
      if (!response.headersSent) {
        sendError(response, 500, error instanceof Error ? error.message : String(error));
      }
    });
  });

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '').split('?')[0];
    const body = await readBody(request);
    // The browser calls from the app's origin.
    response.setHeader('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      response
        .writeHead(204, {
          'access-control-allow-methods': 'POST',
          'access-control-allow-headers': 'authorization, content-type',
        })
        .end();
      return;
    }
    const bearer = request.headers.authorization?.replace(/^Bearer /, '');

    if (request.method === 'POST' && path === '/v1/realtime/client_secrets') {
      const json = JSON.parse(body || '{}');
      state.secretRequests.push({ authorization: request.headers.authorization, body: json });
      if (bearer !== apiKey) return sendError(response, 401, 'Incorrect API key provided.');
      if (state.secretMode === 'refuse') return sendError(response, 500, state.refusal);
      const value = `ek_${randomUUID().replaceAll('-', '')}`;
      const expiresAt = Math.floor(Date.now() / 1000) + 600;
      const session = { ...json.session, id: `sess_${randomUUID()}`, object: 'realtime.session' };
      if (state.secretMode === 'ok') secrets.add(value);
      const answer =
        state.secretMode === 'no-secret'
          ? { expires_at: expiresAt, session }
          : { value, expires_at: expiresAt, session };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      return;
    }

    if (request.method === 'POST' && path === '/v1/realtime/calls') {
      if (!bearer || !secrets.has(bearer)) {
        return sendError(response, 401, 'Invalid ephemeral key.');
      }
      if (!request.headers['content-type']?.startsWith('application/sdp')) {
        return sendError(response, 400, 'Send the SDP offer as application/sdp.');
      }
      if (state.callMode === 'refuse') return sendError(response, 500, state.refusal);
      if (callHold) {
        const hold = callHold;
        callHold = null;
        await hold.pass();
      }
      if (state.callMode === 'garbled') {
        response
          .writeHead(201, { 'content-type': 'application/sdp' })
          .end('v=0\r\nnot an answer\r\n');
        return;
      }
      const { call, answer } = await answerCall(bearer, body);
      state.calls.push(call);
      void call.opened.then(() => callOpened(call));
      response
        .writeHead(201, {
          'content-type': 'application/sdp',
          location: `/v1/realtime/calls/rtc_${randomUUID().replaceAll('-', '')}`,
        })
        .end(answer);
      return;
    }

    if (request.method === 'POST' && path === '/v1/chat/completions') {
      const json = JSON.parse(body || '{}');
      state.chatRequests.push(json);
      if (bearer !== apiKey) return sendError(response, 401, 'Incorrect API key provided.');
      if (chatHold) {
        const hold = chatHold;
        chatHold = null;
        await hold.pass();
      }
      const lastUser = [...(json.messages ?? [])]
        .reverse()
        .find((message: { role: string }) => message.role === 'user');
      await writeChatStream(response, {
        steps: [roleChunk(), textChunk(`Noted: ${lastUser?.content ?? ''}`), finishChunk('stop')],
      });
      return;
    }

    sendError(response, 404, `Unknown path ${request.method} ${path}`);
  }

  async function answerCall(
    clientSecret: string,
    offer: string,
  ): Promise<{ call: RealtimeCall; answer: string }> {
    const peer = new RTCPeerConnection({ iceUseIpv6: false, iceUseTcp: false });
    peers.add(peer);
    const received: RealtimeEvent[] = [];
    const unclaimed: RealtimeEvent[] = [];
    const waiting = new Map<string, Array<(event: RealtimeEvent) => void>>();
    let channel: RTCDataChannel | null = null;
    let markOpened: () => void = () => {};
    let markClosed: () => void = () => {};
    const opened = new Promise<void>((resolve) => {
      markOpened = resolve;
    });
    const closed = new Promise<void>((resolve) => {
      markClosed = resolve;
    });
    peer.connectionStateChange.subscribe((connectionState) => {
      if (connectionState === 'closed' || connectionState === 'failed') markClosed();
    });
    peer.onDataChannel.subscribe((dataChannel) => {
      if (dataChannel.label !== 'oai-events') return;
      channel = dataChannel;
      dataChannel.onMessage.subscribe((data) => {
        const event = JSON.parse(data.toString()) as RealtimeEvent;
        received.push(event);
        const next = waiting.get(event.type)?.shift();
        if (next) next(event);
        else unclaimed.push(event);
      });
      const announce = () => {
        dataChannel.send(
          JSON.stringify({
            type: 'session.created',
            event_id: `event_${randomUUID()}`,
            session: { id: `sess_${randomUUID()}`, object: 'realtime.session' },
          }),
        );
        markOpened();
      };
      if (dataChannel.readyState === 'open') announce();
      dataChannel.stateChanged.subscribe((dataState) => {
        if (dataState === 'open') announce();
        // The browser hanging up closes its channel first.
        if (dataState === 'closed') markClosed();
      });
    });
    // The model's voice: an audio track back to the browser (its packets are not needed here).
    peer.addTransceiver('audio', { direction: 'sendrecv' });
    await peer.setRemoteDescription({ type: 'offer', sdp: offer });
    await peer.setLocalDescription(await peer.createAnswer());
    if (peer.iceGatheringState !== 'complete') {
      await new Promise<void>((resolve) => {
        const { unSubscribe } = peer.iceGatheringStateChange.subscribe((gathering) => {
          if (gathering === 'complete') {
            unSubscribe();
            resolve();
          }
        });
      });
    }
    const call: RealtimeCall = {
      clientSecret,
      offer,
      received,
      opened,
      closed,
      send: (event) => {
        if (!channel) throw new Error('the browser has not opened oai-events yet');
        channel.send(JSON.stringify(event));
      },
      nextEvent: (type) =>
        new Promise((resolve) => {
          const index = unclaimed.findIndex((event) => event.type === type);
          if (index >= 0) {
            const [event] = unclaimed.splice(index, 1);
            if (event) return resolve(event);
          }
          waiting.set(type, [...(waiting.get(type) ?? []), resolve]);
        }),
      hangUp: async () => {
        await peer.close();
        markClosed();
      },
    };
    return { call, answer: peer.localDescription?.sdp ?? '' };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return state;
}

interface Hold {
  /** Settles when a request reached the hold. */
  reached: Promise<void>;
  /** Called by the held request: marks it reached, settles on release. */
  pass: () => Promise<void>;
  release: () => void;
}

function createHold(): Hold {
  let markReached: () => void = () => {};
  let release: () => void = () => {};
  const reached = new Promise<void>((resolve) => {
    markReached = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    reached,
    pass: () => {
      markReached();
      return released;
    },
    release,
  };
}

function sendError(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      error: {
        message,
        type: status === 401 ? 'invalid_request_error' : 'server_error',
        param: null,
        code: status === 401 ? 'invalid_api_key' : null,
      },
    }),
  );
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
