export type GiftServerCommand = { cmd: 'verify'; sent: number } | { cmd: 'stop' };

export type GiftServerReply =
  | {
      event: 'ready';
      port: number;
      roomId: number;
      tokens: string[];
      database: string;
    }
  | {
      event: 'verified';
      problems: string[];
      sends: number;
      pendingIncome: number;
      expectedIncome: number;
    }
  | { event: 'stopped' };
