/**
* | output |
* | --- |
* | "Relationship" |
*
* @param {Taxinfo_Field_Dependent_RelationshipInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_field_dependent_relationship: ((inputs?: Taxinfo_Field_Dependent_RelationshipInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Field_Dependent_RelationshipInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Field_Dependent_RelationshipInputs = {};
