/**
* | output |
* | --- |
* | "Parent" |
*
* @param {Taxinfo_Relationship_ParentInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_relationship_parent: ((inputs?: Taxinfo_Relationship_ParentInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Relationship_ParentInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Relationship_ParentInputs = {};
