import type { StorageSetting } from '../config/storage-url'
import { filesystemStorage } from './filesystem'
import { s3Storage } from './s3'
import type { FileStorage } from './types'

/** The driver STORAGE_URL chose: files under DATA_DIR/uploads (the default) or an S3-compatible bucket. */
export async function openStorage(setting: StorageSetting): Promise<FileStorage> {
  if (setting.kind === 'filesystem') return filesystemStorage(setting.root)
  const { kind: _kind, ...options } = setting
  return s3Storage(options)
}

/** Where a setting puts files, for logs and reports (it holds no credentials to leak). */
export function describeStorage(setting: StorageSetting): string {
  if (setting.kind === 'filesystem') return setting.root
  const at = setting.endpoint ? ` at ${setting.endpoint}` : ''
  return `s3://${setting.bucket}/${setting.prefix}${at} (${setting.region})`
}
