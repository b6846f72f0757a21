/**
* | output |
* | --- |
* | "Choose..." |
*
* @param {Taxinfo_Relationship_ChooseInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_relationship_choose: ((inputs?: Taxinfo_Relationship_ChooseInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Relationship_ChooseInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Relationship_ChooseInputs = {};
