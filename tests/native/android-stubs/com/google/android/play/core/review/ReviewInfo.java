package com.google.android.play.core.review;

/** Stub of com.google.android.play.core.review.ReviewInfo. */
public abstract class ReviewInfo {}
