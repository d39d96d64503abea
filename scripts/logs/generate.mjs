/**
 * Synthetic server logs of a chosen size for the log checker's benchmark: Paper start-up lines,
 * routine player lines, warnings from other plugins, stack traces, and now and then a known Geyser
 * message, in the proportions of a busy server's latest.log. Deterministic, so runs compare.
 */
const ROUTINE = [
  '[Server thread/INFO]: [Geyser-Spigot] Steve{n} (logged in as: Steve{n}) has connected to the Java server',
  '[Server thread/INFO]: .Steve{n} joined the game',
  '[Server thread/INFO]: <.Steve{n}> hello there, anyone at spawn?',
  '[Server thread/INFO]: .Steve{n} issued server command: /home',
  '[Server thread/WARN]: [SomePlugin] Task #{n} for SomePlugin v1.0 generated an exception',
  '[Server thread/INFO]: [Geyser-Spigot] Steve{n} has disconnected from the Java server because of Bedrock client disconnected',
  '[Craft Scheduler Thread - {n}/INFO]: [Essentials] Saving user data',
];
const TRACE = [
  '[Server thread/ERROR]: Could not pass event PlayerMoveEvent to SomePlugin v1.0',
  'java.lang.IllegalStateException: Asynchronous entity add!',
  '\tat org.spigotmc.AsyncCatcher.catchOp(AsyncCatcher.java:16)',
  '\tat net.minecraft.server.level.ServerLevel.addEntity(ServerLevel.java:1234)',
  '\tat com.example.someplugin.Listener.onMove(Listener.java:{n})',
  '\t... 14 more',
];
const KNOWN = [
  '[Geyser Bedrock Event Loop #1/WARN]: [Geyser-Spigot] Downstream packet error! Failed to decode packet',
  '[Server thread/ERROR]: [Geyser-Spigot] Failed getting skin for 0d8f6f1e-3a57-4a6f-8c67-3a4c1c3c{n}',
];

export function generateLog(bytes) {
  const parts = [];
  let size = 0;
  let n = 0;
  while (size < bytes) {
    n += 1;
    const clock = `[${String(10 + (n % 12)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}:${String((n * 7) % 60).padStart(2, '0')}] `;
    const group = n % 97 === 0 ? TRACE : n % 211 === 0 ? KNOWN : [ROUTINE[n % ROUTINE.length]];
    for (const line of group) {
      const text =
        (line.startsWith('\t') || line.startsWith('java.') ? '' : clock) + line.replaceAll('{n}', String(n % 1000));
      parts.push(text);
      size += text.length + 1;
    }
  }
  return `${parts.join('\n')}\n`;
}
