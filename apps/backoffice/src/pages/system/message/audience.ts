/** The dictionary naming a message's audience (`sendObjTypeName` holds its Chinese label). */
export const SEND_OBJ_TYPE = 'send_obj_type';
