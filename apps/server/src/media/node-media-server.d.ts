// node-media-server 4 is CommonJS without types. We use its RTMP and FLV sessions directly (not
// its NodeMediaServer class, which starts an Express admin server and a JSON store), so these
// declarations cover only the internals we touch.

declare module 'node-media-server/src/core/context.js' {
  import type { EventEmitter } from 'node:events';
  import type { Socket } from 'node:net';
  interface NmsBroadcast {
    publisher: NmsSession | null;
    subscribers: Map<string, NmsSession>;
    publishGraceMs: number;
  }
  interface NmsSession {
    id: string;
    ip: string;
    protocol: string;
    streamApp: string;
    streamName: string;
    streamPath: string;
    streamQuery: Record<string, string | undefined> | null;
    isPublisher: boolean;
    broadcast: NmsBroadcast;
    inBytes: number;
    outBytes: number;
    videoWidth: number;
    videoHeight: number;
    videoFramerate: number;
    socket?: Socket;
    close: () => void;
  }
  const Context: {
    config: {
      auth?: { publish?: boolean; play?: boolean; secret?: string };
    };
    sessions: Map<string, NmsSession>;
    broadcasts: Map<string, NmsBroadcast>;
    eventEmitter: EventEmitter;
  };
  export = Context;
}

declare module 'node-media-server/src/core/logger.js' {
  const logger: { level: string; log: (message: string, level?: string) => void };
  export = logger;
}

declare module 'node-media-server/src/session/rtmp_session.js' {
  import type { Socket } from 'node:net';
  interface NmsPacket {
    /** 8 audio, 9 video, 18 script data. */
    codec_type: number;
    /** 1 audio frame, 3 video keyframe, 4 video inter frame (others: headers, metadata). */
    flags: number;
    dts: number;
  }
  class RtmpSession {
    constructor(socket: Socket);
    id: string;
    /** Its RTMP parser; each audio, video or data packet goes to `onPacketCallback`. */
    rtmp: { onPacketCallback: (packet: NmsPacket) => void };
    /** Called when the client asks to play; replaced before `run()` to refuse players. */
    onPlay: () => void;
    run(): void;
  }
  export = RtmpSession;
}

declare module 'node-media-server/src/session/flv_session.js' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  class FlvSession {
    constructor(req: IncomingMessage, res: ServerResponse);
    id: string;
    sendBuffer: (buffer: Buffer) => void;
    run(): void;
  }
  export = FlvSession;
}
