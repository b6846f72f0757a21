/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Income_Investments_CryptoInputs */

const en_taxinfo_income_investments_crypto = /** @type {(inputs: Taxinfo_Income_Investments_CryptoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Investments and crypto`)
};

/**
* | output |
* | --- |
* | "Investments and crypto" |
*
* @param {Taxinfo_Income_Investments_CryptoInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_income_investments_crypto = /** @type {((inputs?: Taxinfo_Income_Investments_CryptoInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Income_Investments_CryptoInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_income_investments_crypto(inputs)
});