import { z } from 'zod';

/** Area levels: 1 province, 2 city, 3 district, 4 street, 5 community. */
export const AreaLevelSchema = z.number().int().min(1).max(5);

export interface DeptNode {
  id: number;
  label: string;
  areaCode: string;
  areaCodeLevel: number;
  children: DeptNode[];
}

/** `GET /admin/system/dept/treeData`: the caller's dept/area and everything below it. */
export const DeptNodeSchema: z.ZodType<DeptNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    label: z.string(),
    areaCode: z.string(),
    areaCodeLevel: AreaLevelSchema,
    children: z.array(DeptNodeSchema),
  }),
);
export const DeptTreeSchema = z.array(DeptNodeSchema);
