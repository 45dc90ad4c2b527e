/** A list of plain strings as select or checkbox options whose id is their label. */
export const choiceOptions = (values: readonly string[]) =>
  values.map((value) => ({ id: value, label: value }));
