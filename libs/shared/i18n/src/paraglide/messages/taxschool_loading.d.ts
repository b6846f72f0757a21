/**
* | output |
* | --- |
* | "Loading sessions..." |
*
* @param {Taxschool_LoadingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxschool_loading: ((inputs?: Taxschool_LoadingInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxschool_LoadingInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxschool_LoadingInputs = {};
