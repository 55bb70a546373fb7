package com.google.android.play.core.review;

import android.app.Activity;
import com.google.android.gms.tasks.Task;

/** Stub of com.google.android.play.core.review.ReviewManager (Play In-App Review 2.x). */
public interface ReviewManager {
    Task<ReviewInfo> requestReviewFlow();
    Task<Void> launchReviewFlow(Activity activity, ReviewInfo reviewInfo);
}
