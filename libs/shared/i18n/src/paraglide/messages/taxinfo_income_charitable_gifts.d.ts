/**
* | output |
* | --- |
* | "Charitable gifts" |
*
* @param {Taxinfo_Income_Charitable_GiftsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_income_charitable_gifts: ((inputs?: Taxinfo_Income_Charitable_GiftsInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Income_Charitable_GiftsInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Income_Charitable_GiftsInputs = {};
