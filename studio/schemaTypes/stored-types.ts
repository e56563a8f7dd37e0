import type { ArraySchemaType, ObjectSchemaType, Schema, SchemaType } from "sanity";

export interface StoredTypeProblem {
  path: string;
  message: string;
}

type Value = Record<string, unknown>;

const isObjectValue = (value: unknown): value is Value =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const hasFields = (type: SchemaType): type is ObjectSchemaType =>
  type.jsonType === "object" && Array.isArray((type as ObjectSchemaType).fields);

const isArrayType = (type: SchemaType): type is ArraySchemaType => type.jsonType === "array";

// What the Studio writes into a new object: `_type` with the type's name, none for an inline object.
const writtenType = (type: SchemaType) => (type.name === "object" ? undefined : type.name);

function checkObject(type: SchemaType, value: Value, path: string, problems: StoredTypeProblem[]) {
  const expected = writtenType(type);
  const stored = value._type;
  if (stored !== expected) {
    problems.push({
      path,
      message:
        stored === undefined
          ? `has no _type; the Studio stores it as "${expected}"`
          : `is stored as "${String(stored)}" but the schema has ${expected ? `"${expected}"` : "an inline object"} here`,
    });
  }
  checkFields(type, value, path, problems);
}

function checkFields(type: SchemaType, value: Value, path: string, problems: StoredTypeProblem[]) {
  if (!hasFields(type)) return;
  for (const field of type.fields) {
    const fieldValue = value[field.name];
    const fieldPath = path ? `${path}.${field.name}` : field.name;
    if (isObjectValue(fieldValue)) checkObject(field.type, fieldValue, fieldPath, problems);
    else if (Array.isArray(fieldValue) && isArrayType(field.type))
      checkItems(field.type, fieldValue, fieldPath, problems);
  }
}

function checkItems(type: ArraySchemaType, items: unknown[], path: string, problems: StoredTypeProblem[]) {
  items.forEach((item, index) => {
    if (!isObjectValue(item)) return;
    const itemPath = `${path}[${typeof item._key === "string" ? `_key=="${item._key}"` : index}]`;
    // The Studio finds an item's type by its _type alone, so an item of a renamed type cannot be opened.
    const member = type.of.find((candidate) => candidate.name === (item._type ?? "object"));
    if (!member) {
      problems.push({
        path: itemPath,
        message: `is stored as "${String(item._type)}", which is not one of ${type.of.map((m) => `"${m.name}"`).join(", ")}`,
      });
      return;
    }
    checkFields(member, item, itemPath, problems);
  });
}

/**
 * Every place where a stored document's `_type` annotations disagree with the schema. Sanity's own
 * validator reads an object field by the field's type whatever `_type` the value carries, so renaming
 * an object type passes validation while the stored values keep the old name; array items of the old
 * name can no longer be opened. A value without `_type` where the schema has a named type is reported
 * too: the Studio reads it, but writes the name into every new one, and content should look the same
 * whichever way it was made.
 */
export function storedTypeProblems(schema: Schema, document: { _type: string } & Value): StoredTypeProblem[] {
  const type = schema.get(document._type);
  if (type?.type?.name !== "document") {
    return [
      { path: "", message: `is stored as "${document._type}", which is no document type of the schema` },
    ];
  }
  const problems: StoredTypeProblem[] = [];
  checkFields(type, document, "", problems);
  return problems;
}
