/**
 * The real-time channel: a push connection from the back end to the signed-in member (the original speaks STOMP
 * over WebSocket and subscribes `/topic/user/<customerId>`). The web app implements it with a STOMP client,
 * tests with a fake; the core's realtime flow owns one connection at a time and decides when to reconnect.
 */
export interface RealtimeChannel {
  /**
   * Opens a connection with the member's credentials. `onStatus` hears it open (the server accepted the
   * credentials), `refused` (the server answered with an error, a STOMP `ERROR`: it refused the credentials or
   * a subscription) or `closed` (dropped, or closed by `close`); either end is heard once, and a connection that
   * ended never opens again: the caller connects anew. An adapter that cannot tell a refusal reports `closed`.
   */
  connect(headers: RealtimeHeaders, onStatus: (status: RealtimeOpenOrClosed) => void): RealtimeConnection
}

/**
 * What the server checks before it lets a connection subscribe. A broker reads the member's customer id and
 * token as its STOMP `login` and `passcode` (docs/realtime-broker.md); a visitor's connection has both empty.
 */
export interface RealtimeHeaders {
  merchant: string
  customerId: string
  token: string
}

export type RealtimeOpenOrClosed = 'open' | 'closed' | 'refused'
export type RealtimeStatus = 'connecting' | RealtimeOpenOrClosed

export interface RealtimeConnection {
  /**
   * Subscribes to a topic of an open connection; `onMessage` receives each message's body as text, unvalidated.
   * `onSubscribed` hears once the server has the subscription in place (its RECEIPT): a broker binds it some time
   * after the frame, and only what is published from then on reaches `onMessage`. Returns the unsubscribe.
   */
  subscribe(topic: string, onMessage: (body: string) => void, onSubscribed: () => void): () => void
  status(): RealtimeStatus
  /** Closes the connection and every subscription on it; `onStatus` hears `closed` once. */
  close(): void
}
