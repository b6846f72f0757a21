/**
* | output |
* | --- |
* | "Investments and crypto" |
*
* @param {Taxinfo_Income_Investments_CryptoInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_income_investments_crypto: ((inputs?: Taxinfo_Income_Investments_CryptoInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Income_Investments_CryptoInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Income_Investments_CryptoInputs = {};
