/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Income_RentalInputs */

const en_taxinfo_income_rental = /** @type {(inputs: Taxinfo_Income_RentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rental income`)
};

/**
* | output |
* | --- |
* | "Rental income" |
*
* @param {Taxinfo_Income_RentalInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_income_rental = /** @type {((inputs?: Taxinfo_Income_RentalInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Income_RentalInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_income_rental(inputs)
});