import { voiceErrorText } from './voice-texts.ts';

/** A start that failed with a sentence fit for the cook (spec §8 Voice Chat Error). */
export class VoiceStartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VoiceStartError';
  }
}

export interface RealtimeCallOptions {
  clientSecret: string;
  /** The provider's WebRTC endpoint, from the session answer. */
  callUrl: string;
  /** Each message of the `oai-events` data channel. */
  onMessage: (data: unknown) => void;
  /** The events channel is open: the session is live. */
  onOpen: () => void;
  /** The provider or the network ended the call (never called after `hangUp`). */
  onEnded: () => void;
}

export interface RealtimeCall {
  send: (event: object) => void;
  hangUp: () => void;
}

/**
 * A voice call with the realtime model over WebRTC, as OpenAI's Realtime API takes it: the
 * microphone goes out, the model's voice comes back and plays, and JSON events travel on the
 * `oai-events` data channel. The SDP offer is POSTed to `callUrl` as application/sdp with the
 * ephemeral secret as bearer token; the answer's body is the provider's SDP.
 * `signal` aborts a start in progress (the cook pressed stop, the chat closed).
 */
export async function startRealtimeCall(
  options: RealtimeCallOptions,
  signal: AbortSignal,
): Promise<RealtimeCall> {
  let microphone: MediaStream;
  try {
    microphone = await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch {
    throw new VoiceStartError(voiceErrorText.start);
  }
  const peer = new RTCPeerConnection();
  const speaker = new Audio();
  speaker.autoplay = true;
  let hasEnded = false;
  const end = (isOurs: boolean) => {
    if (hasEnded) return;
    hasEnded = true;
    for (const track of microphone.getTracks()) track.stop();
    speaker.srcObject = null;
    peer.close();
    if (!isOurs) options.onEnded();
  };
  signal.addEventListener('abort', () => end(true), { once: true });

  peer.ontrack = (event) => {
    speaker.srcObject = event.streams[0] ?? new MediaStream([event.track]);
  };
  for (const track of microphone.getAudioTracks()) peer.addTrack(track, microphone);
  const events = peer.createDataChannel('oai-events');
  events.onopen = () => {
    if (!hasEnded) options.onOpen();
  };
  events.onmessage = (event) => options.onMessage(event.data);
  // Spec §4: voice stops when the connection fails, closes or is lost. The channel closes first
  // when the provider hangs up; the connection state says so when the network goes.
  events.onclose = () => end(false);
  peer.onconnectionstatechange = () => {
    if (['failed', 'closed', 'disconnected'].includes(peer.connectionState)) end(false);
  };

  try {
    try {
      await peer.setLocalDescription(await peer.createOffer());
    } catch {
      throw new VoiceStartError(voiceErrorText.localDescription);
    }
    const offer = peer.localDescription?.sdp;
    if (!offer) throw new VoiceStartError(voiceErrorText.localDescription);
    signal.throwIfAborted();
    let answer: Response;
    try {
      answer = await fetch(options.callUrl, {
        method: 'POST',
        body: offer,
        headers: {
          authorization: `Bearer ${options.clientSecret}`,
          'content-type': 'application/sdp',
        },
        signal,
      });
    } catch (error) {
      signal.throwIfAborted();
      throw error;
    }
    if (!answer.ok) throw new VoiceStartError(voiceErrorText.negotiation(answer.status));
    const sdp = await answer.text();
    signal.throwIfAborted();
    await peer.setRemoteDescription({ type: 'answer', sdp });
  } catch (error) {
    end(true);
    if (error instanceof VoiceStartError || signal.aborted) throw error;
    throw new VoiceStartError(voiceErrorText.start);
  }

  return {
    send: (event) => {
      if (events.readyState === 'open') events.send(JSON.stringify(event));
    },
    hangUp: () => end(true),
  };
}
