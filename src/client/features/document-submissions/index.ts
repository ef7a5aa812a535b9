// The public surface of the crew uploads waiting for review for route pages; its data
// layer is ./api (the navigation's count reads it). Everything else in this folder is internal.
export * from "./components/my-submissions";
export * from "./components/review-queue";
