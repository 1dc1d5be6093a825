export type EngagementServerCommand =
  { cmd: 'verify'; envelopeId: number; goodsId: number } | { cmd: 'stop' };

export type EngagementServerReply =
  | {
      event: 'ready';
      port: number;
      roomId: number;
      senderToken: string;
      tokens: string[];
      goodsId: number;
      stock: number;
      database: string;
    }
  | {
      event: 'verified';
      problems: string[];
      claimed: number;
      claimedMinor: number;
      envelopeMinor: number;
      stockLeft: number;
      exchanges: number;
    }
  | { event: 'stopped' };
