export { CHUNK_LOAD_RETRIES, CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, importChunk, moduleNotFound, type ChunkErrorCode, type ChunkKind } from './import-chunk';
