/**
* | output |
* | --- |
* | "Registration for all listed sessions has closed. The next sessions will be announced here; call us or contact us to hear about them first." |
*
* @param {Taxschool_None_OpenInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxschool_none_open: ((inputs?: Taxschool_None_OpenInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxschool_None_OpenInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxschool_None_OpenInputs = {};
