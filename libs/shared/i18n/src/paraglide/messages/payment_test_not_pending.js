/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Test_Not_PendingInputs */

const en_payment_test_not_pending = /** @type {(inputs: Payment_Test_Not_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This payment can no longer be paid.`)
};

/**
* | output |
* | --- |
* | "This payment can no longer be paid." |
*
* @param {Payment_Test_Not_PendingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_test_not_pending = /** @type {((inputs?: Payment_Test_Not_PendingInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Test_Not_PendingInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_payment_test_not_pending(inputs)
});