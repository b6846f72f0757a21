/**
* | output |
* | --- |
* | "Rental income" |
*
* @param {Taxinfo_Income_RentalInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_income_rental: ((inputs?: Taxinfo_Income_RentalInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Income_RentalInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Income_RentalInputs = {};
