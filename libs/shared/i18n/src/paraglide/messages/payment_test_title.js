/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Test_TitleInputs */

const en_payment_test_title = /** @type {(inputs: Payment_Test_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test checkout`)
};

/**
* | output |
* | --- |
* | "Test checkout" |
*
* @param {Payment_Test_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_test_title = /** @type {((inputs?: Payment_Test_TitleInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Test_TitleInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_payment_test_title(inputs)
});