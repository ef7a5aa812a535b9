// The public surface of search from anywhere: the header's button, which also answers Ctrl+K / ⌘K and
// loads the palette (./components/command-palette) in its own chunk when first opened.
export * from "./components/search-button";
