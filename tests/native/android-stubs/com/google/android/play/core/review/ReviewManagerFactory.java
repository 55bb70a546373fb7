package com.google.android.play.core.review;

import android.app.Activity;
import android.content.Context;
import com.google.android.gms.tasks.Task;
import com.google.android.gms.tasks.TaskCompletionSource;
import java.util.ArrayList;
import java.util.List;

/** Fake of com.google.android.play.core.review.ReviewManagerFactory: TEST lists hold the flows the JVM tests complete. */
public class ReviewManagerFactory {
    /** TEST: requestReviewFlow calls, in order. */
    public static final List<TaskCompletionSource<ReviewInfo>> requests = new ArrayList<>();
    /** TEST: launchReviewFlow calls, in order. */
    public static final List<TaskCompletionSource<Void>> launches = new ArrayList<>();

    public static ReviewManager create(Context context) {
        return new ReviewManager() {
            @Override public Task<ReviewInfo> requestReviewFlow() {
                TaskCompletionSource<ReviewInfo> source = new TaskCompletionSource<>();
                requests.add(source);
                return source.getTask();
            }

            @Override public Task<Void> launchReviewFlow(Activity activity, ReviewInfo reviewInfo) {
                TaskCompletionSource<Void> source = new TaskCompletionSource<>();
                launches.add(source);
                return source.getTask();
            }
        };
    }
}
