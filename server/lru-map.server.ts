/**
 * Sets a Map entry as the most recent one and drops the least recent entries beyond `maximumSize`. A Map
 * iterates in insertion order, so deleting before setting keeps it in least-recently-used order.
 */
export function setMostRecent<Key, Value>(map: Map<Key, Value>, key: Key, value: Value, maximumSize: number): void {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= maximumSize) return;
    map.delete(oldest);
  }
}
