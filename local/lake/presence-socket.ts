// The Studio's realtime socket (`/socket/{dataset}`, Sanity's "bifur"): the Studio counts itself
// connected, and saves, only while this socket beats. Locally it answers every JSON-RPC call with an
// empty success and sends a heartbeat; presence of other editors is not shared.
import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";

const GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";
const HEARTBEAT_MS = 5_000;

function frame(text: string): Buffer {
  const payload = Buffer.from(text);
  const length = payload.length;
  const header =
    length < 126
      ? Buffer.from([0x81, length])
      : Buffer.from([0x81, 126, (length >> 8) & 0xff, length & 0xff]);
  return Buffer.concat([header, payload]);
}

/** Text frames from the client (masked, as browsers always send them); other opcodes are ignored. */
function* readFrames(buffer: Buffer): Generator<{ opcode: number; text: string; used: number }> {
  let offset = 0;
  while (buffer.length - offset >= 6) {
    const opcode = (buffer[offset] ?? 0) & 0x0f;
    let length = (buffer[offset + 1] ?? 0) & 0x7f;
    let cursor = offset + 2;
    if (length === 126) {
      length = buffer.readUInt16BE(cursor);
      cursor += 2;
    } else if (length === 127) {
      length = Number(buffer.readBigUInt64BE(cursor));
      cursor += 8;
    }
    if (buffer.length < cursor + 4 + length) return;
    const mask = buffer.subarray(cursor, cursor + 4);
    const payload = Buffer.from(buffer.subarray(cursor + 4, cursor + 4 + length));
    for (let i = 0; i < payload.length; i++) payload[i] = (payload[i] ?? 0) ^ (mask[i % 4] ?? 0);
    offset = cursor + 4 + length;
    yield { opcode, text: payload.toString("utf8"), used: offset };
  }
}

export function acceptPresenceSocket(req: IncomingMessage, socket: Duplex): void {
  const key = req.headers["sec-websocket-key"];
  if (typeof key !== "string") {
    socket.end("HTTP/1.1 400 Bad Request\r\n\r\n");
    return;
  }
  const accept = createHash("sha1")
    .update(key + GUID)
    .digest("base64");
  socket.write(
    `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
  );
  const beat = setInterval(() => socket.write(frame("♥")), HEARTBEAT_MS);
  socket.write(frame("♥"));
  let pending = Buffer.alloc(0);
  let subscriptions = 0;
  socket.on("data", (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    let used = 0;
    for (const message of readFrames(pending)) {
      used = message.used;
      if (message.opcode === 0x8) {
        socket.end();
        return;
      }
      if (message.opcode !== 0x1) continue;
      try {
        const request = JSON.parse(message.text) as { id?: number; method?: string };
        if (request.id === undefined) continue;
        const result = request.method?.endsWith("_subscribe") ? `local-${++subscriptions}` : true;
        socket.write(frame(JSON.stringify({ jsonrpc: "2.0", id: request.id, result })));
      } catch {
        // not JSON-RPC: nothing to answer
      }
    }
    pending = pending.subarray(used);
  });
  const stop = () => clearInterval(beat);
  socket.on("close", stop);
  socket.on("error", stop);
}
