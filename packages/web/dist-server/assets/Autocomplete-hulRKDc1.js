import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-9aiY64yM.js";
import { _ as generateUtilityClasses, a as styled, f as composeClasses, i as useDefaultProps, n as capitalize_default, t as memoTheme, v as generateUtilityClass } from "./memoTheme-Bpa5YlkZ.js";
import { a as useEventCallback, o as useId, s as useEnhancedEffect } from "./useLazyRef-D0Yq3GZd.js";
import { a as contains } from "./Modal-BoGXT4CK.js";
import { c as setRef } from "./Portal-BV2u77gH.js";
import { t as useControlled } from "./useControlled-Dqp1Oet7.js";
import { t as Popper } from "./Popper-CrtwmFZO.js";
import { t as ListSubheader } from "./ListSubheader-Brxo9vui.js";
import { t as Paper } from "./Paper-B6VkVsyL.js";
import { k as IconButton } from "../entry-server.js";
import { t as Chip } from "./Chip-BhK77FB4.js";
import { _ as inputBaseClasses, d as inputClasses, l as outlinedInputClasses, t as ArrowDropDown_default } from "./ArrowDropDown-B3zTD2rU.js";
import { a as filledInputClasses } from "./TextField-DrU_gQqD.js";
import { n as Close_default } from "./Alert-CMdY8li_.js";
import { t as useSlot } from "./useSlot-BzGf8yFY.js";
// ../../node_modules/.pnpm/@mui+utils@7.3.11_@types+react@19.3.0_react@19.3.1/node_modules/@mui/utils/esm/useForcedRerendering/useForcedRerendering.js
var import_react = /* @__PURE__ */ __toESM(require_react());
/**
* Copied from @base-ui/utils
*
* Returns a function that forces a rerender.
*/
function useForcedRerendering() {
	const [, setState] = import_react.useState({});
	return import_react.useCallback(() => {
		setState({});
	}, []);
}
// ../../node_modules/.pnpm/@mui+utils@7.3.11_@types+react@19.3.0_react@19.3.1/node_modules/@mui/utils/esm/usePreviousProps/usePreviousProps.js
function usePreviousProps(value) {
	const ref = import_react.useRef({});
	import_react.useEffect(() => {
		ref.current = value;
	});
	return ref.current;
}
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/useAutocomplete/useAutocomplete.js
function areArraysSame({ array1, array2, parser = (value) => value }) {
	return array1 && array2 && array1.length === array2.length && array1.every((prevOption, index) => parser(prevOption) === parser(array2[index]));
}
function stripDiacritics(string) {
	return string.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}
function createFilterOptions(config = {}) {
	const { ignoreAccents = true, ignoreCase = true, limit, matchFrom = "any", stringify, trim = false } = config;
	return (options, { inputValue, getOptionLabel }) => {
		let input = trim ? inputValue.trim() : inputValue;
		if (ignoreCase) input = input.toLowerCase();
		if (ignoreAccents) input = stripDiacritics(input);
		const filteredOptions = !input ? options : options.filter((option) => {
			let candidate = (stringify || getOptionLabel)(option);
			if (ignoreCase) candidate = candidate.toLowerCase();
			if (ignoreAccents) candidate = stripDiacritics(candidate);
			return matchFrom === "start" ? candidate.startsWith(input) : candidate.includes(input);
		});
		return typeof limit === "number" ? filteredOptions.slice(0, limit) : filteredOptions;
	};
}
var defaultFilterOptions = createFilterOptions();
var pageSize = 5;
var defaultIsActiveElementInListbox = (listboxRef) => listboxRef.current !== null && contains(listboxRef.current.parentElement, document.activeElement);
var defaultIsOptionEqualToValue = (option, value) => option === value;
var MULTIPLE_DEFAULT_VALUE = [];
function getInputValue(value, multiple, getOptionLabel, renderValue) {
	if (multiple || value == null || renderValue) return "";
	const optionLabel = getOptionLabel(value);
	return typeof optionLabel === "string" ? optionLabel : "";
}
function useAutocomplete(props) {
	const { unstable_isActiveElementInListbox = defaultIsActiveElementInListbox, unstable_classNamePrefix = "Mui", autoComplete = false, autoHighlight = false, autoSelect = false, blurOnSelect = false, clearOnBlur = !props.freeSolo, clearOnEscape = false, componentName = "useAutocomplete", defaultValue = props.multiple ? MULTIPLE_DEFAULT_VALUE : null, disableClearable = false, disableCloseOnSelect = false, disabled: disabledProp, disabledItemsFocusable = false, disableListWrap = false, filterOptions = defaultFilterOptions, filterSelectedOptions = false, freeSolo = false, getOptionDisabled, getOptionKey, getOptionLabel: getOptionLabelProp = (option) => option.label ?? option, groupBy, handleHomeEndKeys = !props.freeSolo, id: idProp, includeInputInList = false, inputValue: inputValueProp, isOptionEqualToValue = defaultIsOptionEqualToValue, multiple = false, onChange, onClose, onHighlightChange, onInputChange, onOpen, open: openProp, openOnFocus = false, options, readOnly = false, renderValue, selectOnFocus = !props.freeSolo, value: valueProp } = props;
	const id = useId(idProp);
	let getOptionLabel = getOptionLabelProp;
	getOptionLabel = (option) => {
		const optionLabel = getOptionLabelProp(option);
		if (typeof optionLabel !== "string") return String(optionLabel);
		return optionLabel;
	};
	const ignoreFocus = import_react.useRef(false);
	const firstFocus = import_react.useRef(true);
	const inputRef = import_react.useRef(null);
	const listboxRef = import_react.useRef(null);
	const windowLostFocus = import_react.useRef(false);
	const [anchorEl, setAnchorEl] = import_react.useState(null);
	const [focusedItem, setFocusedItem] = import_react.useState(-1);
	const defaultHighlighted = autoHighlight ? 0 : -1;
	const highlightedIndexRef = import_react.useRef(defaultHighlighted);
	/** @type {React.RefObject<AutocompleteHighlightChangeReason | null>} */
	const highlightReasonRef = import_react.useRef(null);
	const touchScrolledRef = import_react.useRef(false);
	const isTouchRef = import_react.useRef(false);
	const initialInputValue = import_react.useRef(getInputValue(defaultValue ?? valueProp, multiple, getOptionLabel)).current;
	const [value, setValueState] = useControlled({
		controlled: valueProp,
		default: defaultValue,
		name: componentName
	});
	const [inputValue, setInputValueState] = useControlled({
		controlled: inputValueProp,
		default: initialInputValue,
		name: componentName,
		state: "inputValue"
	});
	const [focused, setFocused] = import_react.useState(false);
	const resetInputValue = import_react.useCallback((event, newValue, reason) => {
		if (!(multiple ? value.length < newValue.length : newValue !== null) && !clearOnBlur) return;
		const newInputValue = getInputValue(newValue, multiple, getOptionLabel, renderValue);
		if (inputValue === newInputValue) return;
		setInputValueState(newInputValue);
		if (onInputChange) onInputChange(event, newInputValue, reason);
	}, [
		getOptionLabel,
		inputValue,
		multiple,
		onInputChange,
		setInputValueState,
		clearOnBlur,
		value,
		renderValue
	]);
	const [open, setOpenState] = useControlled({
		controlled: openProp,
		default: false,
		name: componentName,
		state: "open"
	});
	const [inputPristine, setInputPristine] = import_react.useState(true);
	const inputValueIsSelectedValue = !multiple && value != null && inputValue === getOptionLabel(value);
	const popupOpen = open && !readOnly;
	const selectedValues = import_react.useMemo(() => {
		if (multiple) return value;
		if (value != null) return [value];
		return [];
	}, [multiple, value]);
	const selectedValuesSet = import_react.useMemo(() => {
		if (isOptionEqualToValue !== defaultIsOptionEqualToValue || selectedValues.length === 0) return null;
		return new Set(selectedValues);
	}, [isOptionEqualToValue, selectedValues]);
	const isOptionSelected = import_react.useCallback((option) => {
		if (selectedValuesSet) return selectedValuesSet.has(option);
		return selectedValues.some((value2) => value2 != null && isOptionEqualToValue(option, value2));
	}, [
		isOptionEqualToValue,
		selectedValues,
		selectedValuesSet
	]);
	const filteredOptions = popupOpen ? filterOptions(options.filter((option) => {
		if (filterSelectedOptions && isOptionSelected(option)) return false;
		return true;
	}), {
		inputValue: inputValueIsSelectedValue && inputPristine ? "" : inputValue,
		getOptionLabel
	}) : [];
	const previousProps = usePreviousProps({
		filteredOptions,
		value,
		inputValue
	});
	import_react.useEffect(() => {
		const valueChange = value !== previousProps.value;
		if (focused && !valueChange) return;
		if (freeSolo && !valueChange) return;
		resetInputValue(null, value, "reset");
	}, [
		value,
		resetInputValue,
		focused,
		previousProps.value,
		freeSolo
	]);
	const listboxAvailable = open && filteredOptions.length > 0 && !readOnly;
	const focusItem = useEventCallback((itemToFocus) => {
		if (itemToFocus === -1) inputRef.current.focus();
		else {
			const indexType = renderValue ? "data-item-index" : "data-tag-index";
			anchorEl.querySelector(`[${indexType}="${itemToFocus}"]`).focus();
		}
	});
	import_react.useEffect(() => {
		if (multiple && focusedItem > value.length - 1) {
			setFocusedItem(-1);
			focusItem(-1);
		}
	}, [
		value,
		multiple,
		focusedItem,
		focusItem
	]);
	function validOptionIndex(index, direction) {
		if (!listboxRef.current || index < 0 || index >= filteredOptions.length) return -1;
		let nextFocus = index;
		while (true) {
			const option = listboxRef.current.querySelector(`[data-option-index="${nextFocus}"]`);
			const nextFocusDisabled = disabledItemsFocusable ? false : !option || option.disabled || option.getAttribute("aria-disabled") === "true";
			if (option && option.hasAttribute("tabindex") && !nextFocusDisabled) return nextFocus;
			if (direction === "next") nextFocus = (nextFocus + 1) % filteredOptions.length;
			else nextFocus = (nextFocus - 1 + filteredOptions.length) % filteredOptions.length;
			if (nextFocus === index) return -1;
		}
	}
	const syncHighlightedIndexToDOM = useEventCallback(({ index, reason, preserveScroll = false }) => {
		if (index === -1) inputRef.current.removeAttribute("aria-activedescendant");
		else inputRef.current.setAttribute("aria-activedescendant", `${id}-option-${index}`);
		if (!listboxRef.current) return;
		const prev = listboxRef.current.querySelector(`[role="option"].${unstable_classNamePrefix}-focused`);
		if (prev) {
			prev.classList.remove(`${unstable_classNamePrefix}-focused`);
			prev.classList.remove(`${unstable_classNamePrefix}-focusVisible`);
		}
		let listboxNode = listboxRef.current;
		if (listboxRef.current.getAttribute("role") !== "listbox") listboxNode = listboxRef.current.parentElement.querySelector("[role=\"listbox\"]");
		if (!listboxNode) return;
		if (index === -1) {
			if (!preserveScroll) listboxNode.scrollTop = 0;
			return;
		}
		const option = listboxRef.current.querySelector(`[data-option-index="${index}"]`);
		if (!option) return;
		option.classList.add(`${unstable_classNamePrefix}-focused`);
		if (reason === "keyboard") option.classList.add(`${unstable_classNamePrefix}-focusVisible`);
		if (listboxNode.scrollHeight > listboxNode.clientHeight && reason !== "mouse" && reason !== "touch") {
			const element = option;
			const scrollBottom = listboxNode.clientHeight + listboxNode.scrollTop;
			const elementBottom = element.offsetTop + element.offsetHeight;
			if (elementBottom > scrollBottom) listboxNode.scrollTop = elementBottom - listboxNode.clientHeight;
			else if (element.offsetTop - element.offsetHeight * (groupBy ? 1.3 : 0) < listboxNode.scrollTop) listboxNode.scrollTop = element.offsetTop - element.offsetHeight * (groupBy ? 1.3 : 0);
		}
	});
	const setHighlightedIndex = useEventCallback(({ event, index, reason, preserveScroll = false }) => {
		highlightedIndexRef.current = index;
		highlightReasonRef.current = reason ?? null;
		if (onHighlightChange && [
			"mouse",
			"keyboard",
			"touch"
		].includes(reason)) onHighlightChange(event, index === -1 ? null : filteredOptions[index], reason);
		syncHighlightedIndexToDOM({
			index,
			reason,
			preserveScroll
		});
	});
	const setHighlightedIndexFromSync = useEventCallback(({ index }) => {
		highlightedIndexRef.current = index;
		syncHighlightedIndexToDOM({
			index,
			reason: highlightReasonRef.current
		});
	});
	const changeHighlightedIndex = useEventCallback(({ event, diff, direction = "next", reason, preserveScroll }) => {
		if (!popupOpen) return;
		if (reason === "keyboard") {
			touchScrolledRef.current = false;
			isTouchRef.current = false;
		}
		const getNextIndex = () => {
			const maxIndex = filteredOptions.length - 1;
			if (diff === "reset") return defaultHighlighted;
			if (diff === "start") return 0;
			if (diff === "end") return maxIndex;
			const newIndex = highlightedIndexRef.current + diff;
			if (newIndex < 0) {
				if (newIndex === -1 && includeInputInList) return -1;
				if (disableListWrap && highlightedIndexRef.current !== -1 || Math.abs(diff) > 1) return 0;
				return maxIndex;
			}
			if (newIndex > maxIndex) {
				if (newIndex === maxIndex + 1 && includeInputInList) return -1;
				if (disableListWrap || Math.abs(diff) > 1) return maxIndex;
				return 0;
			}
			return newIndex;
		};
		const nextIndex = validOptionIndex(getNextIndex(), direction);
		setHighlightedIndex({
			index: nextIndex,
			reason,
			event,
			preserveScroll
		});
		if (autoComplete && diff !== "reset") {
			if (nextIndex === -1) inputRef.current.value = inputValue;
			else {
				const option = getOptionLabel(filteredOptions[nextIndex]);
				inputRef.current.value = option;
				if (option.toLowerCase().indexOf(inputValue.toLowerCase()) === 0 && inputValue.length > 0) inputRef.current.setSelectionRange(inputValue.length, option.length);
			}
		}
	});
	const filteredOptionsChanged = !areArraysSame({
		array1: previousProps.filteredOptions,
		array2: filteredOptions,
		parser: getOptionLabel
	});
	const getPreviousHighlightedOptionIndex = () => {
		const isSameValue = (value1, value2) => {
			return (value1 ? getOptionLabel(value1) : "") === (value2 ? getOptionLabel(value2) : "");
		};
		if (highlightedIndexRef.current !== -1 && !areArraysSame({
			array1: previousProps.filteredOptions,
			array2: filteredOptions,
			parser: getOptionLabel
		}) && previousProps.inputValue === inputValue && (multiple ? value.length === previousProps.value.length && previousProps.value.every((val, i) => getOptionLabel(value[i]) === getOptionLabel(val)) : isSameValue(previousProps.value, value))) {
			const previousHighlightedOption = previousProps.filteredOptions[highlightedIndexRef.current];
			if (previousHighlightedOption) return filteredOptions.findIndex((option) => {
				return getOptionLabel(option) === getOptionLabel(previousHighlightedOption);
			});
		}
		return -1;
	};
	const syncHighlightedIndex = import_react.useCallback(() => {
		if (!popupOpen) return;
		const previousHighlightedOptionIndex = getPreviousHighlightedOptionIndex();
		if (previousHighlightedOptionIndex !== -1) {
			setHighlightedIndexFromSync({ index: previousHighlightedOptionIndex });
			return;
		}
		const valueItem = multiple ? value[0] : value;
		if (filteredOptions.length === 0 || valueItem == null) {
			const isAppendOnly = filteredOptionsChanged && previousProps.inputValue === inputValue && previousProps.filteredOptions?.length > 0 && filteredOptions.length > previousProps.filteredOptions.length && previousProps.filteredOptions.every((option, index) => getOptionLabel(option) === getOptionLabel(filteredOptions[index]));
			changeHighlightedIndex({
				diff: "reset",
				preserveScroll: isAppendOnly
			});
			return;
		}
		if (!listboxRef.current) return;
		if (valueItem != null) {
			const currentOption = filteredOptions[highlightedIndexRef.current];
			if (multiple && currentOption && value.findIndex((val) => isOptionEqualToValue(currentOption, val)) !== -1 && previousProps.filteredOptions?.length > 0) {
				setHighlightedIndexFromSync({ index: highlightedIndexRef.current });
				return;
			}
			const itemIndex = filteredOptions.findIndex((optionItem) => isOptionEqualToValue(optionItem, valueItem));
			if (itemIndex === -1) changeHighlightedIndex({ diff: "reset" });
			else setHighlightedIndex({ index: itemIndex });
			return;
		}
		if (highlightedIndexRef.current >= filteredOptions.length - 1) {
			setHighlightedIndex({ index: filteredOptions.length - 1 });
			return;
		}
		setHighlightedIndex({ index: highlightedIndexRef.current });
	}, [
		filteredOptions.length,
		multiple ? false : value,
		changeHighlightedIndex,
		setHighlightedIndex,
		setHighlightedIndexFromSync,
		popupOpen,
		inputValue,
		multiple
	]);
	const handleListboxRef = useEventCallback((node) => {
		setRef(listboxRef, node);
		if (!node) return;
		syncHighlightedIndex();
	});
	import_react.useEffect(() => {
		if (filteredOptionsChanged || popupOpen && !disableCloseOnSelect) syncHighlightedIndex();
	}, [
		syncHighlightedIndex,
		filteredOptionsChanged,
		popupOpen,
		disableCloseOnSelect
	]);
	import_react.useEffect(() => {
		if (typeof window === "undefined") return;
		const handleWindowBlur = () => {
			windowLostFocus.current = true;
		};
		window.addEventListener("blur", handleWindowBlur);
		return () => {
			window.removeEventListener("blur", handleWindowBlur);
		};
	}, []);
	const handleOpen = (event) => {
		if (open) return;
		setOpenState(true);
		setInputPristine(true);
		isTouchRef.current = false;
		if (onOpen) onOpen(event);
	};
	const handleClose = (event, reason) => {
		if (!open) return;
		setOpenState(false);
		touchScrolledRef.current = false;
		highlightReasonRef.current = null;
		if (onClose) onClose(event, reason);
	};
	const handleValue = (event, newValue, reason, details) => {
		if (multiple) {
			if (value.length === newValue.length && value.every((val, i) => val === newValue[i])) return;
		} else if (value === newValue) return;
		if (onChange) onChange(event, newValue, reason, details);
		setValueState(newValue);
	};
	const selectNewValue = (event, option, reasonProp = "selectOption", origin = "options") => {
		let reason = reasonProp;
		let newValue = option;
		if (multiple) {
			newValue = Array.isArray(value) ? value.slice() : [];
			const itemIndex = newValue.findIndex((valueItem) => isOptionEqualToValue(option, valueItem));
			if (itemIndex === -1) newValue.push(option);
			else if (origin !== "freeSolo") {
				newValue.splice(itemIndex, 1);
				reason = "removeOption";
			}
		}
		resetInputValue(event, newValue, reason);
		handleValue(event, newValue, reason, { option });
		if (!disableCloseOnSelect && (!event || !event.ctrlKey && !event.metaKey)) handleClose(event, reason);
		if (blurOnSelect === true || blurOnSelect === "touch" && isTouchRef.current || blurOnSelect === "mouse" && !isTouchRef.current) inputRef.current.blur();
	};
	function validItemIndex(index, direction) {
		if (index === -1) return -1;
		let nextFocus = index;
		while (true) {
			if (direction === "next" && nextFocus === value.length || direction === "previous" && nextFocus === -1) return -1;
			const indexType = renderValue ? "data-item-index" : "data-tag-index";
			const option = anchorEl.querySelector(`[${indexType}="${nextFocus}"]`);
			if (!option || !option.hasAttribute("tabindex") || option.disabled || option.getAttribute("aria-disabled") === "true") nextFocus += direction === "next" ? 1 : -1;
			else return nextFocus;
		}
	}
	const handleFocusItem = (event, direction) => {
		if (!multiple) return;
		if (inputValue === "") handleClose(event, "toggleInput");
		let nextItem = focusedItem;
		if (focusedItem === -1 && direction === "previous") {
			nextItem = value.length - 1;
			if (freeSolo && inputValue !== "") {
				setInputValueState("");
				if (onInputChange) onInputChange(event, "", "reset");
			}
		} else {
			nextItem += direction === "next" ? 1 : -1;
			if (nextItem < 0) nextItem = 0;
			if (nextItem === value.length) nextItem = -1;
		}
		nextItem = validItemIndex(nextItem, direction);
		setFocusedItem(nextItem);
		focusItem(nextItem);
	};
	const handleClear = (event) => {
		ignoreFocus.current = true;
		setInputValueState("");
		if (onInputChange) onInputChange(event, "", "clear");
		handleValue(event, multiple ? [] : null, "clear");
	};
	const handleKeyDown = (other) => (event) => {
		if (other.onKeyDown) other.onKeyDown(event);
		if (event.defaultMuiPrevented) return;
		if (focusedItem !== -1 && !["ArrowLeft", "ArrowRight"].includes(event.key)) {
			setFocusedItem(-1);
			focusItem(-1);
		}
		if (event.which !== 229) switch (event.key) {
			case "Home":
				if (popupOpen && handleHomeEndKeys) {
					event.preventDefault();
					changeHighlightedIndex({
						diff: "start",
						direction: "next",
						reason: "keyboard",
						event
					});
				}
				break;
			case "End":
				if (popupOpen && handleHomeEndKeys) {
					event.preventDefault();
					changeHighlightedIndex({
						diff: "end",
						direction: "previous",
						reason: "keyboard",
						event
					});
				}
				break;
			case "PageUp":
				event.preventDefault();
				changeHighlightedIndex({
					diff: -5,
					direction: "previous",
					reason: "keyboard",
					event
				});
				handleOpen(event);
				break;
			case "PageDown":
				event.preventDefault();
				changeHighlightedIndex({
					diff: pageSize,
					direction: "next",
					reason: "keyboard",
					event
				});
				handleOpen(event);
				break;
			case "ArrowDown":
				event.preventDefault();
				changeHighlightedIndex({
					diff: 1,
					direction: "next",
					reason: "keyboard",
					event
				});
				handleOpen(event);
				break;
			case "ArrowUp":
				event.preventDefault();
				changeHighlightedIndex({
					diff: -1,
					direction: "previous",
					reason: "keyboard",
					event
				});
				handleOpen(event);
				break;
			case "ArrowLeft": {
				const input = inputRef.current;
				if (!(input && input.selectionStart === 0 && input.selectionEnd === 0)) return;
				if (!multiple && renderValue && value != null) {
					if (freeSolo && inputValue !== "") {
						setInputValueState("");
						if (onInputChange) onInputChange(event, "", "reset");
					}
					setFocusedItem(0);
					focusItem(0);
				} else handleFocusItem(event, "previous");
				break;
			}
			case "ArrowRight":
				if (!multiple && renderValue) {
					setFocusedItem(-1);
					focusItem(-1);
				} else handleFocusItem(event, "next");
				break;
			case "Enter": {
				const shouldSelectHighlighted = !freeSolo || inputPristine || highlightReasonRef.current !== null;
				if (highlightedIndexRef.current !== -1 && popupOpen && shouldSelectHighlighted && !touchScrolledRef.current) {
					const option = filteredOptions[highlightedIndexRef.current];
					const disabled = getOptionDisabled ? getOptionDisabled(option) : false;
					event.preventDefault();
					if (disabled) return;
					selectNewValue(event, option, "selectOption");
					if (autoComplete) inputRef.current.setSelectionRange(inputRef.current.value.length, inputRef.current.value.length);
				} else if (freeSolo && inputValue !== "" && inputValueIsSelectedValue === false) {
					if (multiple) event.preventDefault();
					selectNewValue(event, inputValue, "createOption", "freeSolo");
				} else if (popupOpen && touchScrolledRef.current) {
					event.preventDefault();
					handleClose(event, "escape");
				}
				break;
			}
			case "Escape":
				if (popupOpen) {
					event.preventDefault();
					event.stopPropagation();
					handleClose(event, "escape");
				} else if (clearOnEscape && (inputValue !== "" || multiple && value.length > 0 || renderValue)) {
					event.preventDefault();
					event.stopPropagation();
					handleClear(event);
				}
				break;
			case "Backspace":
				if (multiple && !readOnly && inputValue === "" && value.length > 0) {
					const index = focusedItem === -1 ? value.length - 1 : focusedItem;
					const newValue = value.slice();
					newValue.splice(index, 1);
					handleValue(event, newValue, "removeOption", { option: value[index] });
				}
				if (!multiple && renderValue && !readOnly && inputValue === "") handleValue(event, null, "removeOption", { option: value });
				break;
			case "Delete":
				if (multiple && !readOnly && inputValue === "" && value.length > 0 && focusedItem !== -1) {
					const index = focusedItem;
					const newValue = value.slice();
					newValue.splice(index, 1);
					handleValue(event, newValue, "removeOption", { option: value[index] });
				}
				if (!multiple && renderValue && !readOnly && inputValue === "") handleValue(event, null, "removeOption", { option: value });
		}
	};
	const handleFocus = (event) => {
		setFocused(true);
		if (focusedItem !== -1) {
			setFocusedItem(-1);
			focusItem(-1);
		}
		if (windowLostFocus.current) {
			windowLostFocus.current = false;
			return;
		}
		if (openOnFocus && !ignoreFocus.current) handleOpen(event);
	};
	const handleBlur = (event) => {
		if (unstable_isActiveElementInListbox(listboxRef)) {
			inputRef.current.focus();
			return;
		}
		setFocused(false);
		firstFocus.current = true;
		ignoreFocus.current = false;
		if (autoSelect && highlightedIndexRef.current !== -1 && popupOpen && highlightReasonRef.current !== "mouse" && highlightReasonRef.current !== "touch") selectNewValue(event, filteredOptions[highlightedIndexRef.current], "blur");
		else if (autoSelect && freeSolo && inputValue !== "") selectNewValue(event, inputValue, "blur", "freeSolo");
		else if (clearOnBlur) resetInputValue(event, value, "blur");
		handleClose(event, "blur");
	};
	const handleInputChange = (event) => {
		const newValue = event.target.value;
		const valueChanged = inputValue !== newValue;
		if (valueChanged) {
			setInputValueState(newValue);
			touchScrolledRef.current = false;
			if (onInputChange) onInputChange(event, newValue, "input");
		}
		if (newValue === "") {
			if (!disableClearable && !multiple && !renderValue) handleValue(event, null, "clear");
		} else handleOpen(event);
		if (valueChanged) setInputPristine(false);
	};
	const handleOptionMouseMove = (event) => {
		const index = Number(event.currentTarget.getAttribute("data-option-index"));
		if (highlightedIndexRef.current !== index) setHighlightedIndex({
			event,
			index,
			reason: "mouse"
		});
		else highlightReasonRef.current = "mouse";
		if (!isTouchRef.current) touchScrolledRef.current = false;
	};
	const handleOptionTouchStart = (event) => {
		touchScrolledRef.current = false;
		setHighlightedIndex({
			event,
			index: Number(event.currentTarget.getAttribute("data-option-index")),
			reason: "touch"
		});
		isTouchRef.current = true;
	};
	const handleOptionClick = (event) => {
		const index = Number(event.currentTarget.getAttribute("data-option-index"));
		selectNewValue(event, filteredOptions[index], "selectOption");
		isTouchRef.current = false;
	};
	const handleItemDelete = (index) => (event) => {
		const newValue = value.slice();
		newValue.splice(index, 1);
		handleValue(event, newValue, "removeOption", { option: value[index] });
	};
	const handleSingleItemDelete = (event) => {
		handleValue(event, null, "removeOption", { option: value });
	};
	const handlePopupIndicator = (event) => {
		if (open) handleClose(event, "toggleInput");
		else handleOpen(event);
	};
	const handleMouseDown = (event) => {
		if (!contains(event.currentTarget, event.target)) return;
		if (anchorEl && !contains(anchorEl, event.target)) return;
		if (event.target.getAttribute("id") !== id) event.preventDefault();
	};
	const handleClick = (event) => {
		if (!contains(event.currentTarget, event.target)) return;
		if (anchorEl && !contains(anchorEl, event.target)) return;
		inputRef.current.focus();
		if (selectOnFocus && firstFocus.current && inputRef.current.selectionEnd - inputRef.current.selectionStart === 0) inputRef.current.select();
		firstFocus.current = false;
	};
	const handleInputMouseDown = (event) => {
		if (!disabledProp && (inputValue === "" || !open)) handlePopupIndicator(event);
	};
	let dirty = freeSolo && inputValue.length > 0;
	dirty = dirty || (multiple ? value.length > 0 : value !== null);
	let groupedOptions = filteredOptions;
	if (groupBy) groupedOptions = filteredOptions.reduce((acc, option, index) => {
		const group = groupBy(option);
		if (acc.length > 0 && acc[acc.length - 1].group === group) acc[acc.length - 1].options.push(option);
		else acc.push({
			key: index,
			index,
			group,
			options: [option]
		});
		return acc;
	}, []);
	if (disabledProp && focused) handleBlur();
	return {
		getRootProps: (other = {}) => ({
			...other,
			onKeyDown: handleKeyDown(other),
			onMouseDown: handleMouseDown,
			onClick: handleClick
		}),
		getInputLabelProps: () => ({
			id: `${id}-label`,
			htmlFor: id
		}),
		getInputProps: () => ({
			id,
			value: inputValue,
			onBlur: handleBlur,
			onFocus: handleFocus,
			onChange: handleInputChange,
			onMouseDown: handleInputMouseDown,
			"aria-activedescendant": popupOpen ? "" : null,
			"aria-autocomplete": autoComplete ? "both" : "list",
			"aria-controls": listboxAvailable ? `${id}-listbox` : void 0,
			"aria-expanded": listboxAvailable,
			autoComplete: "off",
			ref: inputRef,
			autoCapitalize: "none",
			spellCheck: "false",
			role: "combobox",
			disabled: disabledProp
		}),
		getClearProps: () => ({
			tabIndex: -1,
			type: "button",
			onClick: handleClear
		}),
		getItemProps: ({ index = 0 } = {}) => ({
			...multiple && { key: index },
			...renderValue ? { "data-item-index": index } : { "data-tag-index": index },
			tabIndex: -1,
			...!readOnly && { onDelete: multiple ? handleItemDelete(index) : handleSingleItemDelete }
		}),
		getPopupIndicatorProps: () => ({
			tabIndex: -1,
			type: "button",
			onClick: handlePopupIndicator
		}),
		getTagProps: ({ index }) => ({
			key: index,
			"data-tag-index": index,
			tabIndex: -1,
			...!readOnly && { onDelete: handleItemDelete(index) }
		}),
		getListboxProps: () => ({
			role: "listbox",
			id: `${id}-listbox`,
			"aria-labelledby": `${id}-label`,
			"aria-multiselectable": multiple || void 0,
			ref: handleListboxRef,
			onMouseDown: (event) => {
				event.preventDefault();
			},
			onScroll: () => {
				if (isTouchRef.current) touchScrolledRef.current = true;
			}
		}),
		getOptionProps: ({ index, option }) => {
			const selected = isOptionSelected(option);
			const disabled = getOptionDisabled ? getOptionDisabled(option) : false;
			return {
				key: getOptionKey?.(option) ?? getOptionLabel(option),
				tabIndex: -1,
				role: "option",
				id: `${id}-option-${index}`,
				onMouseMove: handleOptionMouseMove,
				onClick: handleOptionClick,
				onTouchStart: handleOptionTouchStart,
				"data-option-index": index,
				"aria-disabled": disabled,
				"aria-selected": selected
			};
		},
		id,
		inputValue,
		value,
		dirty,
		expanded: popupOpen && anchorEl,
		popupOpen,
		focused: focused || focusedItem !== -1,
		anchorEl,
		setAnchorEl,
		focusedItem,
		focusedTag: focusedItem,
		groupedOptions
	};
}
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/Autocomplete/autocompleteClasses.js
function getAutocompleteUtilityClass(slot) {
	return generateUtilityClass("MuiAutocomplete", slot);
}
var autocompleteClasses = generateUtilityClasses("MuiAutocomplete", [
	"root",
	"expanded",
	"fullWidth",
	"focused",
	"focusVisible",
	"tag",
	"tagSizeSmall",
	"tagSizeMedium",
	"hasPopupIcon",
	"hasClearIcon",
	"inputRoot",
	"input",
	"inputFocused",
	"endAdornment",
	"clearIndicator",
	"popupIndicator",
	"popupIndicatorOpen",
	"popper",
	"popperDisablePortal",
	"paper",
	"listbox",
	"loading",
	"noOptions",
	"option",
	"groupLabel",
	"groupUl"
]);
// ../../node_modules/.pnpm/@mui+material@7.3.11_@emotion+react@11.14.0_@types+react@19.3.0_react@19.3.1_supports-c_4b0356741b3707120e2f68c9967ef1c2/node_modules/@mui/material/esm/Autocomplete/Autocomplete.js
var import_jsx_runtime = require_jsx_runtime();
var _ClearIcon;
var _ArrowDropDownIcon;
var useUtilityClasses = (ownerState) => {
	const { classes, disablePortal, expanded, focused, fullWidth, hasClearIcon, hasPopupIcon, inputFocused, popupOpen, size } = ownerState;
	const slots = {
		root: [
			"root",
			expanded && "expanded",
			focused && "focused",
			fullWidth && "fullWidth",
			hasClearIcon && "hasClearIcon",
			hasPopupIcon && "hasPopupIcon"
		],
		inputRoot: ["inputRoot"],
		input: ["input", inputFocused && "inputFocused"],
		tag: ["tag", `tagSize${capitalize_default(size)}`],
		endAdornment: ["endAdornment"],
		clearIndicator: ["clearIndicator"],
		popupIndicator: ["popupIndicator", popupOpen && "popupIndicatorOpen"],
		popper: ["popper", disablePortal && "popperDisablePortal"],
		paper: ["paper"],
		listbox: ["listbox"],
		loading: ["loading"],
		noOptions: ["noOptions"],
		option: ["option"],
		groupLabel: ["groupLabel"],
		groupUl: ["groupUl"]
	};
	return composeClasses(slots, getAutocompleteUtilityClass, classes);
};
var AutocompleteRoot = styled("div", {
	name: "MuiAutocomplete",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		const { fullWidth, hasClearIcon, hasPopupIcon, inputFocused, size } = ownerState;
		return [
			{ [`& .${autocompleteClasses.tag}`]: styles.tag },
			{ [`& .${autocompleteClasses.tag}`]: styles[`tagSize${capitalize_default(size)}`] },
			{ [`& .${autocompleteClasses.inputRoot}`]: styles.inputRoot },
			{ [`& .${autocompleteClasses.input}`]: styles.input },
			{ [`& .${autocompleteClasses.input}`]: inputFocused && styles.inputFocused },
			styles.root,
			fullWidth && styles.fullWidth,
			hasPopupIcon && styles.hasPopupIcon,
			hasClearIcon && styles.hasClearIcon
		];
	}
})({
	[`&.${autocompleteClasses.focused} .${autocompleteClasses.clearIndicator}`]: { visibility: "visible" },
	"@media (pointer: fine)": { [`&:hover .${autocompleteClasses.clearIndicator}`]: { visibility: "visible" } },
	[`& .${autocompleteClasses.tag}`]: {
		margin: 3,
		maxWidth: "calc(100% - 6px)"
	},
	[`& .${autocompleteClasses.inputRoot}`]: {
		[`.${autocompleteClasses.hasPopupIcon}&, .${autocompleteClasses.hasClearIcon}&`]: { paddingRight: 30 },
		[`.${autocompleteClasses.hasPopupIcon}.${autocompleteClasses.hasClearIcon}&`]: { paddingRight: 56 },
		[`& .${autocompleteClasses.input}`]: {
			width: 0,
			minWidth: 30
		}
	},
	[`& .${inputClasses.root}`]: {
		paddingBottom: 1,
		"& .MuiInput-input": { padding: "4px 4px 4px 0px" }
	},
	[`& .${inputClasses.root}.${inputBaseClasses.sizeSmall}`]: { [`& .${inputClasses.input}`]: { padding: "2px 4px 3px 0" } },
	[`& .${outlinedInputClasses.root}`]: {
		padding: 9,
		[`.${autocompleteClasses.hasPopupIcon}&, .${autocompleteClasses.hasClearIcon}&`]: { paddingRight: 39 },
		[`.${autocompleteClasses.hasPopupIcon}.${autocompleteClasses.hasClearIcon}&`]: { paddingRight: 65 },
		[`& .${autocompleteClasses.input}`]: { padding: "7.5px 4px 7.5px 5px" },
		[`& .${autocompleteClasses.endAdornment}`]: { right: 9 }
	},
	[`& .${outlinedInputClasses.root}.${inputBaseClasses.sizeSmall}`]: {
		paddingTop: 6,
		paddingBottom: 6,
		paddingLeft: 6,
		[`& .${autocompleteClasses.input}`]: { padding: "2.5px 4px 2.5px 8px" }
	},
	[`& .${filledInputClasses.root}`]: {
		paddingTop: 19,
		paddingLeft: 8,
		[`.${autocompleteClasses.hasPopupIcon}&, .${autocompleteClasses.hasClearIcon}&`]: { paddingRight: 39 },
		[`.${autocompleteClasses.hasPopupIcon}.${autocompleteClasses.hasClearIcon}&`]: { paddingRight: 65 },
		[`& .${filledInputClasses.input}`]: { padding: "7px 4px" },
		[`& .${autocompleteClasses.endAdornment}`]: { right: 9 }
	},
	[`& .${filledInputClasses.root}.${inputBaseClasses.sizeSmall}`]: {
		paddingBottom: 1,
		[`& .${filledInputClasses.input}`]: { padding: "2.5px 4px" }
	},
	[`& .${inputBaseClasses.hiddenLabel}`]: { paddingTop: 8 },
	[`& .${filledInputClasses.root}.${inputBaseClasses.hiddenLabel}`]: {
		paddingTop: 0,
		paddingBottom: 0,
		[`& .${autocompleteClasses.input}`]: {
			paddingTop: 16,
			paddingBottom: 17
		}
	},
	[`& .${filledInputClasses.root}.${inputBaseClasses.hiddenLabel}.${inputBaseClasses.sizeSmall}`]: { [`& .${autocompleteClasses.input}`]: {
		paddingTop: 8,
		paddingBottom: 9
	} },
	[`& .${autocompleteClasses.input}`]: {
		flexGrow: 1,
		textOverflow: "ellipsis",
		opacity: 0
	},
	variants: [
		{
			props: { fullWidth: true },
			style: { width: "100%" }
		},
		{
			props: { size: "small" },
			style: { [`& .${autocompleteClasses.tag}`]: {
				margin: 2,
				maxWidth: "calc(100% - 4px)"
			} }
		},
		{
			props: { inputFocused: true },
			style: { [`& .${autocompleteClasses.input}`]: { opacity: 1 } }
		},
		{
			props: { multiple: true },
			style: { [`& .${autocompleteClasses.inputRoot}`]: { flexWrap: "wrap" } }
		}
	]
});
var AutocompleteEndAdornment = styled("div", {
	name: "MuiAutocomplete",
	slot: "EndAdornment"
})({
	position: "absolute",
	right: 0,
	top: "50%",
	transform: "translate(0, -50%)"
});
var AutocompleteClearIndicator = styled(IconButton, {
	name: "MuiAutocomplete",
	slot: "ClearIndicator"
})({
	marginRight: -2,
	padding: 4,
	visibility: "hidden"
});
var AutocompletePopupIndicator = styled(IconButton, {
	name: "MuiAutocomplete",
	slot: "PopupIndicator",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [styles.popupIndicator, ownerState.popupOpen && styles.popupIndicatorOpen];
	}
})({
	padding: 2,
	marginRight: -2,
	variants: [{
		props: { popupOpen: true },
		style: { transform: "rotate(180deg)" }
	}]
});
var AutocompletePopper = styled(Popper, {
	name: "MuiAutocomplete",
	slot: "Popper",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			{ [`& .${autocompleteClasses.option}`]: styles.option },
			styles.popper,
			ownerState.disablePortal && styles.popperDisablePortal
		];
	}
})(memoTheme(({ theme }) => ({
	zIndex: (theme.vars || theme).zIndex.modal,
	variants: [{
		props: { disablePortal: true },
		style: { position: "absolute" }
	}]
})));
var AutocompletePaper = styled(Paper, {
	name: "MuiAutocomplete",
	slot: "Paper"
})(memoTheme(({ theme }) => ({
	...theme.typography.body1,
	overflow: "auto"
})));
var AutocompleteLoading = styled("div", {
	name: "MuiAutocomplete",
	slot: "Loading"
})(memoTheme(({ theme }) => ({
	color: (theme.vars || theme).palette.text.secondary,
	padding: "14px 16px"
})));
var AutocompleteNoOptions = styled("div", {
	name: "MuiAutocomplete",
	slot: "NoOptions"
})(memoTheme(({ theme }) => ({
	color: (theme.vars || theme).palette.text.secondary,
	padding: "14px 16px"
})));
var AutocompleteListbox = styled("ul", {
	name: "MuiAutocomplete",
	slot: "Listbox"
})(memoTheme(({ theme }) => ({
	listStyle: "none",
	margin: 0,
	padding: "8px 0",
	maxHeight: "40vh",
	overflow: "auto",
	position: "relative",
	[`& .${autocompleteClasses.option}`]: {
		minHeight: 48,
		display: "flex",
		overflow: "hidden",
		justifyContent: "flex-start",
		alignItems: "center",
		cursor: "pointer",
		paddingTop: 6,
		boxSizing: "border-box",
		outline: "0",
		WebkitTapHighlightColor: "transparent",
		paddingBottom: 6,
		paddingLeft: 16,
		paddingRight: 16,
		[theme.breakpoints.up("sm")]: { minHeight: "auto" },
		[`&.${autocompleteClasses.focused}`]: {
			backgroundColor: (theme.vars || theme).palette.action.hover,
			"@media (hover: none)": { backgroundColor: "transparent" }
		},
		"&[aria-disabled=\"true\"]": {
			opacity: (theme.vars || theme).palette.action.disabledOpacity,
			pointerEvents: "none"
		},
		[`&.${autocompleteClasses.focusVisible}`]: { backgroundColor: (theme.vars || theme).palette.action.focus },
		"&[aria-selected=\"true\"]": {
			backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, (theme.vars || theme).palette.action.selectedOpacity),
			[`&.${autocompleteClasses.focused}`]: {
				backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, `${(theme.vars || theme).palette.action.selectedOpacity} + ${(theme.vars || theme).palette.action.hoverOpacity}`),
				"@media (hover: none)": { backgroundColor: (theme.vars || theme).palette.action.selected }
			},
			[`&.${autocompleteClasses.focusVisible}`]: { backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, `${(theme.vars || theme).palette.action.selectedOpacity} + ${(theme.vars || theme).palette.action.focusOpacity}`) }
		}
	}
})));
var AutocompleteGroupLabel = styled(ListSubheader, {
	name: "MuiAutocomplete",
	slot: "GroupLabel"
})(memoTheme(({ theme }) => ({
	backgroundColor: (theme.vars || theme).palette.background.paper,
	top: -8
})));
var AutocompleteGroupUl = styled("ul", {
	name: "MuiAutocomplete",
	slot: "GroupUl"
})({
	padding: 0,
	[`& .${autocompleteClasses.option}`]: { paddingLeft: 24 }
});
var Autocomplete = /*#__PURE__*/ import_react.forwardRef(function Autocomplete(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiAutocomplete"
	});
	const { autoComplete = false, autoHighlight = false, autoSelect = false, blurOnSelect = false, ChipProps: ChipPropsProp, className, clearIcon = _ClearIcon || (_ClearIcon = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Close_default, { fontSize: "small" })), clearOnBlur = !props.freeSolo, clearOnEscape = false, clearText = "Clear", closeText = "Close", componentsProps, defaultValue = props.multiple ? [] : null, disableClearable = false, disableCloseOnSelect = false, disabled = false, disabledItemsFocusable = false, disableListWrap = false, disablePortal = false, filterOptions, filterSelectedOptions = false, forcePopupIcon = "auto", freeSolo = false, fullWidth = false, getLimitTagsText = (more) => `+${more}`, getOptionDisabled, getOptionKey, getOptionLabel: getOptionLabelProp, isOptionEqualToValue, groupBy, handleHomeEndKeys = !props.freeSolo, id: idProp, includeInputInList = false, inputValue: inputValueProp, limitTags = -1, ListboxComponent: ListboxComponentProp, ListboxProps: ListboxPropsProp, loading = false, loadingText = "Loading…", multiple = false, noOptionsText = "No options", onChange, onClose, onHighlightChange, onInputChange, onOpen, open, openOnFocus = false, openText = "Open", options, PaperComponent: PaperComponentProp, PopperComponent: PopperComponentProp, popupIcon = _ArrowDropDownIcon || (_ArrowDropDownIcon = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ArrowDropDown_default, {})), readOnly = false, renderGroup: renderGroupProp, renderInput, renderOption: renderOptionProp, renderTags, renderValue, selectOnFocus = !props.freeSolo, size = "medium", slots = {}, slotProps = {}, value: valueProp, ...other } = props;
	const { getRootProps, getInputProps, getInputLabelProps, getPopupIndicatorProps, getClearProps, getItemProps, getListboxProps, getOptionProps, value, dirty, expanded, id, popupOpen, focused, focusedItem, anchorEl, setAnchorEl, inputValue, groupedOptions } = useAutocomplete({
		...props,
		componentName: "Autocomplete"
	});
	const forceRenderOnResize = useForcedRerendering();
	import_react.useEffect(() => {
		if (!popupOpen || !anchorEl || typeof ResizeObserver === "undefined") return;
		let lastWidth = anchorEl.clientWidth;
		const observer = new ResizeObserver(() => {
			const newWidth = anchorEl.clientWidth;
			if (lastWidth !== newWidth) {
				lastWidth = newWidth;
				forceRenderOnResize();
			}
		});
		observer.observe(anchorEl);
		return () => {
			observer.disconnect();
		};
	}, [
		popupOpen,
		anchorEl,
		forceRenderOnResize
	]);
	const previousGroupedOptionsRef = import_react.useRef([]);
	const prevPopupOpenRef = import_react.useRef(false);
	const renderedOptions = popupOpen ? groupedOptions : previousGroupedOptionsRef.current;
	useEnhancedEffect(() => {
		if (popupOpen && !prevPopupOpenRef.current) previousGroupedOptionsRef.current = [];
		prevPopupOpenRef.current = popupOpen;
		if (popupOpen && groupedOptions.length > 0) previousGroupedOptionsRef.current = groupedOptions;
	}, [popupOpen, groupedOptions]);
	const hasClearIcon = !disableClearable && !disabled && dirty && !readOnly;
	const hasPopupIcon = (!freeSolo || forcePopupIcon === true) && forcePopupIcon !== false;
	const { onMouseDown: handleInputMouseDown } = getInputProps();
	const { ref: listboxRef, ...otherListboxProps } = getListboxProps();
	const defaultGetOptionLabel = (option) => option.label ?? option;
	const getOptionLabel = getOptionLabelProp || defaultGetOptionLabel;
	const ownerState = {
		...props,
		disablePortal,
		expanded,
		focused,
		fullWidth,
		getOptionLabel,
		hasClearIcon,
		hasPopupIcon,
		inputFocused: focusedItem === -1,
		popupOpen,
		size
	};
	const classes = useUtilityClasses(ownerState);
	const externalForwardedProps = {
		slots: {
			paper: PaperComponentProp,
			popper: PopperComponentProp,
			...slots
		},
		slotProps: {
			chip: ChipPropsProp,
			listbox: ListboxPropsProp,
			...componentsProps,
			...slotProps
		}
	};
	const [RootSlot, rootProps] = useSlot("root", {
		ref,
		className: [classes.root, className],
		elementType: AutocompleteRoot,
		externalForwardedProps: {
			...externalForwardedProps,
			...other
		},
		getSlotProps: getRootProps,
		ownerState
	});
	const [ListboxSlot, listboxProps] = useSlot("listbox", {
		elementType: AutocompleteListbox,
		externalForwardedProps,
		ownerState,
		className: classes.listbox,
		additionalProps: otherListboxProps,
		ref: listboxRef
	});
	const [PaperSlot, paperProps] = useSlot("paper", {
		elementType: Paper,
		externalForwardedProps,
		ownerState,
		className: classes.paper
	});
	const [PopperSlot, popperProps] = useSlot("popper", {
		elementType: Popper,
		externalForwardedProps,
		ownerState,
		className: classes.popper,
		additionalProps: {
			disablePortal,
			style: {
				width: anchorEl ? anchorEl.clientWidth : null,
				pointerEvents: popupOpen ? void 0 : "none"
			},
			role: "presentation",
			anchorEl,
			open: popupOpen
		}
	});
	const hasPopupContent = renderedOptions.length > 0 || loading || !freeSolo || popperProps.keepMounted === true;
	const [ClearIndicatorSlot, clearIndicatorProps] = useSlot("clearIndicator", {
		elementType: AutocompleteClearIndicator,
		externalForwardedProps,
		ownerState,
		className: classes.clearIndicator,
		shouldForwardComponentProp: true,
		additionalProps: {
			...getClearProps(),
			"aria-label": clearText,
			title: clearText
		}
	});
	const [PopupIndicatorSlot, popupIndicatorProps] = useSlot("popupIndicator", {
		elementType: AutocompletePopupIndicator,
		externalForwardedProps,
		ownerState,
		className: classes.popupIndicator,
		shouldForwardComponentProp: true,
		additionalProps: {
			...getPopupIndicatorProps(),
			disabled,
			"aria-label": popupOpen ? closeText : openText,
			title: popupOpen ? closeText : openText
		}
	});
	let startAdornment;
	const getCustomizedItemProps = (params) => ({
		className: classes.tag,
		disabled,
		...getItemProps(params)
	});
	if (multiple) {
		if (value.length > 0) {
			if (renderTags) startAdornment = renderTags(value, getCustomizedItemProps, ownerState);
			else if (renderValue) startAdornment = renderValue(value, getCustomizedItemProps, ownerState);
			else startAdornment = value.map((option, index) => {
				const { key, ...customItemProps } = getCustomizedItemProps({ index });
				return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Chip, {
					label: getOptionLabel(option),
					size,
					...customItemProps,
					...externalForwardedProps.slotProps.chip
				}, key);
			});
		}
	} else if (renderValue && value != null) startAdornment = renderValue(value, getCustomizedItemProps, ownerState);
	if (limitTags > -1 && Array.isArray(startAdornment)) {
		const more = startAdornment.length - limitTags;
		if (!focused && more > 0) {
			startAdornment = startAdornment.splice(0, limitTags);
			startAdornment.push(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("span", {
				className: classes.tag,
				children: getLimitTagsText(more)
			}, startAdornment.length));
		}
	}
	const defaultRenderGroup = (params) => /*#__PURE__*/ (0, import_jsx_runtime.jsxs)("li", { children: [/*#__PURE__*/ (0, import_jsx_runtime.jsx)(AutocompleteGroupLabel, {
		className: classes.groupLabel,
		ownerState,
		component: "div",
		children: params.group
	}), /*#__PURE__*/ (0, import_jsx_runtime.jsx)(AutocompleteGroupUl, {
		className: classes.groupUl,
		ownerState,
		children: params.children
	})] }, params.key);
	const renderGroup = renderGroupProp || defaultRenderGroup;
	const defaultRenderOption = (props2, option) => {
		const { key, ...otherProps } = props2;
		return /*#__PURE__*/ (0, import_jsx_runtime.jsx)("li", {
			...otherProps,
			children: getOptionLabel(option)
		}, key);
	};
	const renderOption = renderOptionProp || defaultRenderOption;
	const renderListOption = (option, index) => {
		const optionProps = getOptionProps({
			option,
			index
		});
		return renderOption({
			...optionProps,
			className: classes.option
		}, option, {
			selected: optionProps["aria-selected"],
			index,
			inputValue
		}, ownerState);
	};
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(import_react.Fragment, { children: [/*#__PURE__*/ (0, import_jsx_runtime.jsx)(RootSlot, {
		...rootProps,
		children: renderInput({
			id,
			disabled,
			fullWidth: props.fullWidth ?? true,
			size: size === "small" ? "small" : void 0,
			InputLabelProps: getInputLabelProps(),
			InputProps: {
				ref: setAnchorEl,
				className: classes.inputRoot,
				startAdornment,
				onMouseDown: (event) => {
					if (event.target === event.currentTarget) handleInputMouseDown(event);
				},
				...(hasClearIcon || hasPopupIcon) && { endAdornment: /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(AutocompleteEndAdornment, {
					className: classes.endAdornment,
					ownerState,
					children: [hasClearIcon ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ClearIndicatorSlot, {
						...clearIndicatorProps,
						children: clearIcon
					}) : null, hasPopupIcon ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(PopupIndicatorSlot, {
						...popupIndicatorProps,
						children: popupIcon
					}) : null]
				}) }
			},
			inputProps: {
				className: classes.input,
				disabled,
				readOnly,
				...getInputProps()
			}
		})
	}), anchorEl && hasPopupContent ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(AutocompletePopper, {
		as: PopperSlot,
		...popperProps,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(AutocompletePaper, {
			as: PaperSlot,
			...paperProps,
			children: [
				loading && renderedOptions.length === 0 ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(AutocompleteLoading, {
					className: classes.loading,
					ownerState,
					children: loadingText
				}) : null,
				renderedOptions.length === 0 && !freeSolo && !loading ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(AutocompleteNoOptions, {
					className: classes.noOptions,
					ownerState,
					role: "presentation",
					onMouseDown: (event) => {
						event.preventDefault();
					},
					children: noOptionsText
				}) : null,
				renderedOptions.length > 0 ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ListboxSlot, {
					...listboxProps,
					children: renderedOptions.map((option, index) => {
						if (groupBy) return renderGroup({
							key: option.key,
							group: option.group,
							children: option.options.map((option2, index2) => renderListOption(option2, option.index + index2))
						});
						return renderListOption(option, index);
					})
				}) : null
			]
		})
	}) : null] });
});
export { createFilterOptions as n, Autocomplete as t };
