import type { DictEntry } from '@eldercare/contract';
import { dictionary, f } from '@eldercare/resource-language';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choicesOf, withDeclaredDictionaries, type ServerDictionaries } from './dictionary-options';

const GENDER = dictionary(
  'member_gender',
  ['性别', 'Gender', 'Sexo'],
  [
    ['1', '男', 'Male', 'Hombre'],
    ['2', '女', 'Female', 'Mujer'],
  ],
);
const gender = f.enum('gender', GENDER.type, ['性别', 'Gender', 'Sexo']);
const sent = (label: string, es = ''): DictEntry => ({
  dict_type: GENDER.type,
  dict_value: '1',
  dict_label: label,
  dict_label_i18n: { 'zh-CN': label, en: '', es },
  dict_sort: 1,
});

function choicesWith(server: ServerDictionaries, declared = [GENDER], language: 'zh-CN' | 'es' = 'zh-CN') {
  const useDictionaries = withDeclaredDictionaries(() => server, declared);
  const { result } = renderHook(() => useDictionaries());
  return choicesOf(gender, language, result.current);
}

describe("the host's declared dictionaries", () => {
  it('label an enum while the server has sent none, or none for its type', () => {
    expect(choicesWith(undefined)).toEqual([
      { value: '1', label: '男' },
      { value: '2', label: '女' },
    ]);
    expect(choicesWith({ member_gender: [] }, [GENDER], 'es').map((c) => c.label)).toEqual([
      'Hombre',
      'Mujer',
    ]);
  });

  it("give way to the server's entries of the type, which administrators may have edited", () => {
    expect(choicesWith({ member_gender: [sent('男性')] })).toEqual([{ value: '1', label: '男性' }]);
  });

  it("label the server's entries in the UI language, the zh-CN label standing in for a missing one", () => {
    expect(choicesWith({ member_gender: [sent('男性', 'Varón')] }, [GENDER], 'es')).toEqual([
      { value: '1', label: 'Varón' },
    ]);
    expect(choicesWith({ member_gender: [sent('男性')] }, [GENDER], 'es')).toEqual([
      { value: '1', label: '男性' },
    ]);
  });

  it('are the only fallback: a type nobody declares has no choices until the server sends it', () => {
    expect(choicesWith(undefined, [])).toEqual([]);
  });
});
