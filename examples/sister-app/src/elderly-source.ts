import { createMemoryDataSource } from '@eldercare/admin-kit';
import type { ResourceDeclaration } from '@eldercare/resources';

/**
 * The sister product's records, kept in memory (the kit's in-memory source: versions, masking,
 * import checks): its real data source would implement `ResourceDataSource` over its own server.
 */
export const elderlySourceFor = (resource: ResourceDeclaration) =>
  createMemoryDataSource(resource, [
    { name: '王秀英', idCard: '110101194001011250', mobile: '13912345678', gender: '2' },
    { name: '李建国', idCard: '110101193905052317', mobile: '13812345670', gender: '1' },
    { name: '张桂兰', idCard: '110101194203153226', mobile: '13712345671', gender: '2' },
  ]);
