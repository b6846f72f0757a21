/**
* | output |
* | --- |
* | "Brother or sister" |
*
* @param {Taxinfo_Relationship_SiblingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_relationship_sibling: ((inputs?: Taxinfo_Relationship_SiblingInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Relationship_SiblingInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Relationship_SiblingInputs = {};
