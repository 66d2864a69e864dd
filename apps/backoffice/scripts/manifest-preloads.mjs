// The <link> tags that preload dynamic imports' chunks before the script that imports them runs:
// the chunk of each manifest key, every chunk it imports (transitively) and their stylesheets,
// less the entry's own (index.html loads the entry's chunks and inlines its stylesheet).

const withImports = (manifest, keys) => {
  const found = new Set(keys);
  const visit = (key) => {
    for (const dependency of manifest[key].imports ?? []) {
      if (found.has(dependency)) continue;
      found.add(dependency);
      visit(dependency);
    }
  };
  for (const key of keys) visit(key);
  return found;
};

export function preloadLinks(manifest, keys) {
  const entry = withImports(manifest, ['index.html']);
  const chunks = [...withImports(manifest, keys)].filter((key) => !entry.has(key));
  const scripts = chunks.map((key) => manifest[key].file);
  const styles = [...new Set(chunks.flatMap((key) => manifest[key].css ?? []))];
  return [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ];
}
