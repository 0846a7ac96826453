import type { EventShape, PersonalFields } from '@tradeguild/contracts';

/** How a store turns a stored payload into an event (the registry: parse and lift to the current version). */
export interface EventDecoder {
  decode(type: string, schemaVersion: number, data: unknown): EventShape;
  /** False for a type decode passes through untouched (the export then copies its payload as text). */
  knows?(type: string): boolean;
  /**
   * The audit's reads (queryEvents, queryRawEvents, readStreamForFold): an event stored at its
   * type's current version as stored, older ones lifted and parsed (EventRegistry.decodeStored).
   * Without it they decode as every other read does.
   */
  decodeStored?(type: string, schemaVersion: number, data: unknown): EventShape;
  /** True when decodeStored hands the stored payload back untouched (the export then copies it as text). */
  storedAsIs?(type: string, schemaVersion: number): boolean;
  /**
   * The type's personal fields by owner (crypto-shredding; EventRegistry.personalFields). A decoder
   * without it stores every payload as it is.
   */
  personalFields?(type: string): readonly PersonalFields[];
}
